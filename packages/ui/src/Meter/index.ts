export { formatBytes, useFormatBytes } from './formatBytes';
export { Meter, type MeterProps, type MeterTone, meterTone, meterTones } from './Meter';
