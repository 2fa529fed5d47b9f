/**
 * The CORS answer of /functions/v1, as Supabase's functions give it: any origin, the headers
 * supabase-js sends (its `x-client-info` and `x-region` besides the keys), and the methods
 * `functions.invoke` may use. A preflight is answered before any token is looked at.
 */
export const functionCorsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
  'Access-Control-Allow-Methods': 'POST, GET, PUT, PATCH, DELETE, OPTIONS',
};
