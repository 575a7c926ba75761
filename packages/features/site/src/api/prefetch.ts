// Loaded with the first prefetch of a custom page (a link's intent, the route's loader), so
// that the routes in every first load carry neither the page's query nor the site's endpoints.
export { prefetchCustomPage } from './pages';
