import { describe, expect, it } from 'vitest';
import { directoryOf, refusalOf, secondsLeft } from './upload-item';

describe('upload helpers', () => {
  it('keeps the directory part of a folder upload path', () => {
    expect(directoryOf('photos/2024/a.jpg')).toBe('photos/2024');
    expect(directoryOf('a.jpg')).toBeNull();
    expect(directoryOf(undefined)).toBeNull();
  });

  it('estimates the time left from the speed', () => {
    expect(secondsLeft({ size: 1000, sent: 400, speed: 100 })).toBe(6);
    expect(secondsLeft({ size: 1000, sent: 0, speed: 0 })).toBeNull();
  });

  it('reads an HTTP error payload, then a tus response body, else says it failed', () => {
    expect(refusalOf({ payload: { message: 'Quota.' } })).toBe('Quota.');
    expect(
      refusalOf({
        originalResponse: {
          getBody: () => '{"message":"Files of this type cannot be uploaded."}',
        },
      }),
    ).toBe('Files of this type cannot be uploaded.');
    expect(refusalOf({ originalResponse: { getBody: () => '<html>502</html>' } })).toBe(
      'The upload failed. Please try again.',
    );
    expect(refusalOf(new Error('offline'))).toBe('The upload failed. Please try again.');
    expect(refusalOf(null)).toBe('The upload failed. Please try again.');
  });
});
