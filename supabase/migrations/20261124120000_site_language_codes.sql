-- The languages of the site are one list in the site's code (lib/i18n/languages.ts), which the
-- function checks each request against. The database no longer keeps its own copy of that list
-- (adding a language would have needed a migration): it checks only that the page's language is
-- shaped like a language code (en, es, zh-Hant).

alter table public.consultation_requests
  drop constraint consultation_requests_sent_from_language_check,
  add constraint consultation_requests_sent_from_language_check
    check (sent_from_language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$');

comment on column public.consultation_requests.sent_from_language is 'The language code of the page the request was sent from (en, es…; the site''s list is checked by the function).';
