import { describe, expect, it } from 'vitest';
import { offerPrices } from '../../../supabase/functions/chat-with-wichtrey/offerPrices.ts';

const ENV: Record<string, string> = { SUPABASE_URL: 'http://backend.test/', SUPABASE_ANON_KEY: 'anon' };

function reader(answer: () => Response | Promise<Response>, env = ENV) {
  let clock = 0;
  const requests: string[] = [];
  const logs: string[] = [];
  const read = offerPrices({
    env: (name) => env[name],
    now: () => clock,
    log: (line) => void logs.push(line),
    fetch: (async (input: string | URL | Request) => {
      requests.push(String(input));
      return answer();
    }) as typeof fetch,
  });
  return { read, requests, logs, pass: (ms: number) => (clock += ms) };
}

describe("the chat function's reading of the sale", () => {
  it('reads name, prices, discount, description and maker as a visitor does, keeps them a minute, and takes numerics sent as text', async () => {
    const rows = [
      { name: 'Sofa Lindholm, 3-Sitzer', original_price: 2890, sale_price: '2190.00', discount: 24, info: ' Lieferung inklusive. ', manufacturer: 'Nordwerk' },
      { name: '  ', original_price: 1, sale_price: 1, discount: 0 },
      { name: 'Hocker', original_price: null, sale_price: 'viel', info: 42, manufacturer: '' },
    ];
    const { read, requests, pass } = reader(() => Response.json(rows));
    expect(await read()).toEqual([
      { name: 'Sofa Lindholm, 3-Sitzer', original_price: 2890, sale_price: 2190, discount: 24, info: 'Lieferung inklusive.', manufacturer: 'Nordwerk' },
      { name: 'Hocker', original_price: null, sale_price: null, discount: null, info: null, manufacturer: null },
    ]);
    expect(requests).toEqual(['http://backend.test/rest/v1/offers?select=name,original_price,sale_price,discount,info,manufacturer&order=display_order']);
    pass(59_000);
    await read();
    expect(requests).toHaveLength(1);
    pass(2_000);
    await read();
    expect(requests).toHaveLength(2);
  });

  it('answers without offers when the backend fails, keeping the last list it read, and never without settings', async () => {
    let failing = false;
    const { read, logs, pass } = reader(() => (failing ? new Response('nope', { status: 503 }) : Response.json([{ name: 'Sessel Amrum', original_price: 1290, sale_price: 990 }])));
    expect(await read()).toHaveLength(1);
    failing = true;
    pass(61_000);
    expect(await read()).toHaveLength(1);
    expect(logs).toEqual(['offers not read (Error): answering without them']);

    const broken = reader(() => new Response('{', { status: 200 }));
    expect(await broken.read()).toEqual([]);
    const unset = reader(() => Response.json([]), {});
    expect(await unset.read()).toEqual([]);
    expect(unset.requests).toEqual([]);
  });
});
