// Kept light: the app imports `driveRoutes` eagerly, the screens load with their routes.
export * from './api/keys';
export * from './api/mutations';
export * from './api/queries';
export * from './components/actions';
export { type DriveRouteServices, driveRoutes } from './routes';
