-- The discount of an offer with both prices is derived from them (SPEC.md: recalculated when both
-- prices are non-zero), on the server too. Staff on two devices may change the two prices at the
-- same time; each device then leaves the discount to the server (src/data/commands/editPayloads.ts)
-- and the row gets the percent of the merged prices instead of a conflict on a field neither of
-- them typed. Same arithmetic as discountFromCents in src/data/input/money.ts (integers in cents,
-- x.5 rounds up). A sale price above the original keeps the given discount: the input model
-- refuses it in the form, and only two concurrent edits can produce it.

create or replace function private.offer_discount_from_prices()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  v_original bigint := round(new.original_price * 100);
  v_sale bigint := round(new.sale_price * 100);
begin
  if v_original > 0 and v_sale > 0 and v_sale <= v_original then
    new.discount := (200 * (v_original - v_sale) + v_original) / (2 * v_original);
  end if;
  return new;
end;
$$;

create trigger offers_discount_from_prices
  before insert or update of original_price, sale_price, discount on public.offers
  for each row execute function private.offer_discount_from_prices();
