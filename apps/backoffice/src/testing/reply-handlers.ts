import type { components, paths } from '@cabinet/api-client/schema';
import { defaultReplyTemplates } from '@cabinet/i18n/defaults/reply-templates';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';

type ReplyTemplate = components['schemas']['ReplyTemplate'];
type Mail = components['schemas']['ContactRequestMail'];
type Kind = ReplyTemplate['kind'];
type Language = ReplyTemplate['language'];
type TemplateText =
  paths['/reply_template/{kind}/{language}']['put']['requestBody']['content']['application/json'];
type Reply =
  paths['/contact_request/{id}/replies']['post']['requestBody']['content']['application/json'];
type Draft =
  paths['/contact_request/{id}/reply-draft']['get']['responses'][200]['content']['application/json'];
type Sent =
  paths['/contact_request/{id}/replies']['post']['responses'][200]['content']['application/json'];
type ErrorAnswer = { detail: string };

const KINDS: Kind[] = ['first_appointment', 'waiting_list', 'referral', 'more_information'];
const LANGUAGES: Language[] = ['fr', 'en', 'de'];
const PLACEHOLDERS = ['visitor_name', 'practitioner', 'offered_times'] as const;
const withPath = (template: string) =>
  apiUrl(template as '/reply_template').replace(/\{(\w+)\}/g, ':$1');

/** A template as the API answers it: the bundled default unless `overrides` change it. */
export function replyTemplateRecord(
  kind: Kind,
  language: Language,
  overrides: Partial<ReplyTemplate> = {},
): ReplyTemplate {
  return {
    kind,
    language,
    subject: defaultReplyTemplates[language][`${kind}.subject`]!,
    body: defaultReplyTemplates[language][`${kind}.body`]!,
    customized: false,
    updated_at: null,
    ...overrides,
  };
}

/**
 * The reply-template routes over the twelve templates: listed, saved (kept, an unknown placeholder
 * refused as the API does) and reset to the bundled default. `refuse` answers each with a 403.
 */
export function replyTemplateApi({
  customized = [],
  refuse = false,
}: { customized?: ReplyTemplate[]; refuse?: boolean } = {}) {
  const templates = KINDS.flatMap((kind) =>
    LANGUAGES.map(
      (language) =>
        customized.find((c) => c.kind === kind && c.language === language) ??
        replyTemplateRecord(kind, language),
    ),
  );
  const calls = {
    saved: [] as (TemplateText & { kind: string; language: string })[],
    reset: [] as string[],
  };
  const forbidden = () =>
    HttpResponse.json<ErrorAnswer>(
      { detail: 'Only administrators can manage the reply templates.' },
      { status: 403 },
    );
  const find = (kind: string, language: string) =>
    templates.findIndex((t) => t.kind === kind && t.language === language);
  const handlers = [
    http.get(apiUrl('/reply_template'), () =>
      refuse
        ? forbidden()
        : HttpResponse.json({ data: templates, placeholders: [...PLACEHOLDERS] }),
    ),
    http.put<{ kind: string; language: string }, TemplateText, ReplyTemplate | ErrorAnswer>(
      withPath('/reply_template/{kind}/{language}'),
      async ({ request, params }) => {
        if (refuse) return forbidden();
        const body = await request.json();
        calls.saved.push({ ...params, ...body });
        const index = find(params.kind, params.language);
        templates[index] = {
          ...templates[index]!,
          ...body,
          customized: true,
          updated_at: '2026-03-04T09:00:00.000Z',
        };
        return HttpResponse.json(templates[index]);
      },
    ),
    http.delete<{ kind: string; language: string }, never, ReplyTemplate | ErrorAnswer>(
      withPath('/reply_template/{kind}/{language}'),
      ({ params }) => {
        if (refuse) return forbidden();
        calls.reset.push(`${params.kind}/${params.language}`);
        const index = find(params.kind, params.language);
        templates[index] = replyTemplateRecord(params.kind as Kind, params.language as Language);
        return HttpResponse.json(templates[index]);
      },
    ),
  ];
  return { handlers, calls };
}

/** A mail of a request's history as the API answers it. */
export function requestMailRecord(id: number, overrides: Partial<Mail> = {}): Mail {
  return {
    id,
    kind: 'more_information',
    language: 'fr',
    subject: 'Votre demande : quelques précisions',
    created_at: '2026-03-03T10:00:00.000Z',
    sent_by: { id: 1, name: 'Anne Martin' },
    delivery: 'sent',
    ...overrides,
  };
}

/**
 * A request's replies: drafts filled from the bundled templates (the visitor's language German, as
 * the request record's therapy language says, unless one is asked), sending (kept, added to the
 * history, a new request moving in progress) and the history.
 */
export function contactReplyApi({
  mails = [],
  visitorLanguage = 'de',
  sendError,
}: { mails?: Mail[]; visitorLanguage?: Language; sendError?: ErrorAnswer } = {}) {
  const calls = { drafts: [] as string[], sent: [] as Reply[] };
  const handlers = [
    http.get<{ id: string }, never, Draft>(
      withPath('/contact_request/{id}/reply-draft'),
      ({ request }) => {
        const query = new URL(request.url).searchParams;
        const kind = query.get('kind') as Kind;
        const language = (query.get('language') as Language | null) ?? visitorLanguage;
        calls.drafts.push(`${kind}/${query.get('language') ?? ''}`);
        const template = replyTemplateRecord(kind, language);
        const fill = (text: string) =>
          text.replace('{{visitor_name}}', 'Nora Baume').replace('{{practitioner}}', 'Anne Martin');
        return HttpResponse.json({
          kind,
          language,
          to: 'nora@example.ch',
          subject: fill(template.subject),
          body: fill(template.body),
        });
      },
    ),
    http.post<{ id: string }, Reply, Sent | ErrorAnswer>(
      withPath('/contact_request/{id}/replies'),
      async ({ request }) => {
        const reply = await request.json();
        calls.sent.push(reply);
        if (sendError) return HttpResponse.json(sendError, { status: 400 });
        const mail = requestMailRecord(mails.length + 100, {
          kind: reply.kind,
          language: reply.language,
          subject: reply.subject,
          created_at: '2026-03-04T11:00:00.000Z',
          delivery: 'pending',
        });
        mails.push(mail);
        return HttpResponse.json({ mail, status: 'in_progress' });
      },
    ),
    http.get<{ id: string }, never, { data: Mail[] }>(withPath('/contact_request/{id}/mails'), () =>
      HttpResponse.json({ data: mails }),
    ),
  ];
  return { handlers, calls };
}
