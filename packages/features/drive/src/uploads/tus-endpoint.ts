/** Where the drive's uploads go (tus). Its own module: the drive's first load reads it too. */
export const TUS_ENDPOINT = '/api/v1/tus/upload';
