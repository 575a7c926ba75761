export { TopLoadingBar, type TopLoadingBarProps, topLoadingBarTimings } from './TopLoadingBar';
