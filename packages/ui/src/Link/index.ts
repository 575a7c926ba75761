export { Link, type LinkProps, type LinkVariant, linkVariants } from './Link';
export {
  type RouterAdapter,
  RouterAdapterProvider,
  type RouterAdapterProviderProps,
  useRouterAdapter,
} from './RouterAdapter';
