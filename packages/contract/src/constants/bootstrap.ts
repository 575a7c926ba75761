/** The id of the `<script type="application/json">` element that carries the bootstrap data. */
export const BOOTSTRAP_ELEMENT_ID = 'coffer-bootstrap-data';

/**
 * The id of the `<script type="application/json">` element that carries the query cache a
 * server-rendered page was rendered with (ADR 0030): the browser hydrates from it.
 */
export const QUERY_STATE_ELEMENT_ID = 'coffer-query-state';

/**
 * The id of the `<script type="application/json">` element listing the app's scripts that a
 * server-rendered page loads after its first paint (ADR 0030; the web app's route preloader).
 */
export const DEFERRED_SCRIPTS_ELEMENT_ID = 'coffer-deferred-scripts';
