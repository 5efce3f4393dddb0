/**
 * Character limits of the texts staff type, the same numbers as the database's check constraints
 * (supabase/migrations: offers and albums for names and titles, 20250101000900_text_lengths.sql
 * for the rest). tests/integration/data/input-models.test.ts proves both sides agree.
 */
export const TEXT_LIMITS = {
  offerName: 200,
  offerManufacturer: 200,
  offerInfo: 5000,
  albumTitle: 200,
  albumDescription: 2000,
  imageTitle: 200,
  imageDescription: 2000,
} as const;
