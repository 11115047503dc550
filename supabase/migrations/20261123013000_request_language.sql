-- Language access (45 CFR 92.11): every request records the language to call back in, any interpreter
-- or other accommodation asked for, and the language of the page it was sent from.
-- The checks mirror languageFields in supabase/functions/_shared/requests.ts. Older rows become English
-- requests, which is what they were: the site had no other language.

alter table public.consultation_requests
  add column preferred_language text not null default 'en' check (preferred_language in ('en', 'es', 'other')),
  add column preferred_language_other text
    check (char_length(preferred_language_other) between 1 and 100 and preferred_language_other = btrim(preferred_language_other)),
  add column accommodation text
    check (char_length(accommodation) between 1 and 500 and accommodation = btrim(accommodation)),
  add column sent_from_language text not null default 'en' check (sent_from_language in ('en', 'es')),
  -- "other" always names the language; English and Spanish never carry a stray one
  add constraint consultation_requests_other_language check (
    (preferred_language = 'other') = (preferred_language_other is not null)
  );

comment on column public.consultation_requests.preferred_language is 'The language to call back in: en, es, or other (then preferred_language_other names it).';
comment on column public.consultation_requests.accommodation is 'Interpreter or other accommodation the sender asked for (for example an ASL interpreter), if any.';
comment on column public.consultation_requests.sent_from_language is 'The language of the page the request was sent from (en or es).';
