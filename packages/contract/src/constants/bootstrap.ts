/** The id of the `<script type="application/json">` element that carries the bootstrap data. */
export const BOOTSTRAP_ELEMENT_ID = 'coffer-bootstrap-data';
