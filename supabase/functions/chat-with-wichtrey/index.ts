/** Entry point on hosted Supabase (Deno). The local stack imports handler.ts directly. */
import handler from './handler.ts';

Deno.serve(handler);
