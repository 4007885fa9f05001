/** Where the site's forms post (spec 7.5); the page renders it into `action`, the server routes it. */
export const FORM_SUBMIT_PATH = '/api/v1/form/submit';

/**
 * The id of a form's thank-you message. A post without script that went through comes back (303)
 * to the form's page at this fragment, and the page shows the message by CSS alone (`:target`), so
 * the page stays the one static file every visitor gets.
 */
export const sentAnchor = (formId: string): string => `form-sent-${formId}`;
