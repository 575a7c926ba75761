export { type SpaceToken, spaceTokens } from './layout.css';
export { Stack, type StackAlign, type StackProps, stackAligns } from './Stack';
