/** A readable browser and OS from a User-Agent header, for the sessions list. */
export function describeUserAgent(userAgent: string | null): { browser: string; os: string } {
  const ua = userAgent ?? '';
  return { browser: browserOf(ua), os: osOf(ua) };
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

function browserOf(ua: string): string {
  return BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown browser';
}

function osOf(ua: string): string {
  return SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown OS';
}
