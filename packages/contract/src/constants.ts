// Business constants of docs/product/requirements.md §9 and docs/product/product-choices.md.
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 500;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const TOAST_DURATION_MS = 5000;
export const MOBILE_MENU_BREAKPOINT_PX = 768;
export const MOBILE_DETECTION_PX = 600;
export const COPY_FEEDBACK_MS = 2000;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** Default JSON body limit; upload routes raise it for the base64 overhead of a 5 MB file. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
/** The site's inbox unless CONTACT_EMAIL (API) and VITE_CONTACT_EMAIL (web build) say otherwise. */
export const DEFAULT_CONTACT_EMAIL = "contact@automation-controller.example";
