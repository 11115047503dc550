-- A phone may carry an extension after its number ("+1 (555) 010-0199 ext. 12", as the README says):
-- the number itself is 10 to 20 characters and has at least 10 digits (the function checks both, and
-- the number with libphonenumber-js); the whole field, extension included, is at most 40 characters.
alter table public.consultation_requests drop constraint consultation_requests_phone_check;
alter table public.consultation_requests
  add constraint consultation_requests_phone_check
  check (octet_length(phone) >= 10 and char_length(phone) <= 40 and phone = btrim(phone));
