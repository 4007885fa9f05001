/** Where the site's forms post (spec 7.5); the page renders it into `action`, the server routes it. */
export const FORM_SUBMIT_PATH = '/api/v1/form/submit';
