/**
 * Spec 5's validation rules and messages. Browser code imports `rules` and `message-for` (no string
 * tables); server code may also use `validationMessages(locale)` from `messages`.
 */
export * from './rules';
export { messageFor } from './message-for';
export type { ValidationMessages } from './messages';
