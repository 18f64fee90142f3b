/**
 * The job search's list-plus-detail view (docs/decisions/109-list-plus-detail.md): from this width
 * a chosen result opens beside the list; below it (a phone) a result opens the job's page. Its own
 * module: the page's inline starter (lib/app-on-use.ts) holds a result's click on such a window.
 */
export const SIDE_BY_SIDE_QUERY = "(min-width: 768px)";
