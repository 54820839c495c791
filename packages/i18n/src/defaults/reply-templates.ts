import type { Language } from '../languages.ts';
import de from './de/reply-templates.json';
import en from './en/reply-templates.json';
import fr from './fr/reply-templates.json';

/**
 * The bundled reply templates staff send a visitor about their contact request, in each language:
 * `<kind>.subject` and `<kind>.body`, with `{{visitor_name}}`, `{{practitioner}}` and
 * `{{offered_times}}` filled when a reply is drafted. Not a site-content namespace: a practice edits
 * them in the back-office's settings (the API's `reply_template` table), where an edit overrides
 * the text here for its organization only.
 */
export const defaultReplyTemplates: Record<Language, Record<string, string>> = { fr, en, de };
