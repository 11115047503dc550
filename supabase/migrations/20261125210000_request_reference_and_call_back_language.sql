-- Two changes to the stored requests, neither of which touches consultation_submit():
--
-- 1. The language to call back in is any language of the site (the site's one list, which the function
--    checks each request against) or "other": the database checks only its shape, as it does for
--    sent_from_language, so adding a language to the site needs no migration.
-- 2. Every request gets a short reference the patient can quote on the phone ("7KQ-M2D"), shown on
--    the confirmation after a send and searchable by staff. It is a function of the request's id, so it
--    is unique, needs no extra write and cannot fail on its own: six letters and digits of Crockford's
--    alphabet (no I, L, O or U to misread), three and three. The function computes the same from the
--    id it gets back (supabase/functions/send-consultation/reference.ts); a test compares the two.

alter table public.consultation_requests
  drop constraint consultation_requests_preferred_language_check,
  add constraint consultation_requests_preferred_language_check
    check (preferred_language = 'other' or preferred_language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$');

comment on column public.consultation_requests.preferred_language is 'The language to call back in: a language code of the site (en, es…), or other (then preferred_language_other names it). By default the language of the page the request was sent from.';

-- The low 30 bits of the id, mixed by an odd multiplier modulo 2^30 (a one-to-one mapping, so no two
-- requests share a reference) and written as six base-32 digits; an id past 2^30 adds its high part in front.
create function public.consultation_reference(p_id bigint) returns text
language plpgsql
immutable
strict
set search_path = pg_catalog
as $$
declare
  v_alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  v_mixed bigint := ((p_id % 1073741824) * 387420489 + 123456789) % 1073741824;
  v_high bigint := p_id / 1073741824;
  v_text text := '';
  v_prefix text := '';
begin
  for i in 0..5 loop
    v_text := substr(v_alphabet, (v_mixed % 32)::integer + 1, 1) || v_text;
    v_mixed := v_mixed / 32;
  end loop;
  while v_high > 0 loop
    v_prefix := substr(v_alphabet, (v_high % 32)::integer + 1, 1) || v_prefix;
    v_high := v_high / 32;
  end loop;
  return case when v_prefix = '' then '' else v_prefix || '-' end || substr(v_text, 1, 3) || '-' || substr(v_text, 4, 3);
end
$$;

revoke all on function public.consultation_reference(bigint) from public, anon, authenticated;

alter table public.consultation_requests
  add column reference text generated always as (public.consultation_reference(id)) stored;

create unique index consultation_requests_reference_idx on public.consultation_requests (reference);

comment on column public.consultation_requests.reference is 'The short reference the patient was shown after sending (and may quote on the phone), from the id.';
