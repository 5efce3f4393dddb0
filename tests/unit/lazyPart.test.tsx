import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from '../../src/lib/lazyPart';

afterEach(cleanup);

function Page({ Part }: { Part: ReturnType<typeof lazyPart<(props: { title: string }) => React.JSX.Element>> }) {
  return (
    <main>
      <h1>Aktuelle Angebote</h1>
      <Suspense fallback={<p>Wird geladen …</p>}>
        <Part title="Chat" />
      </Suspense>
    </main>
  );
}

describe('a part of the page loaded on first use', () => {
  it('renders once its code has arrived', async () => {
    const Part = lazyPart(async () => ({ default: ({ title }: { title: string }) => <section aria-label={title}>Hallo</section> }));
    render(<Page Part={Part} />);
    expect(await screen.findByRole('region', { name: 'Chat' })).toBeTruthy();
  });

  it('whose code does not arrive renders nothing, and the page stays as it was (it went blank: no boundary above the layout)', async () => {
    let fail: (error: Error) => void = () => {};
    const Part = lazyPart<(props: { title: string }) => React.JSX.Element>(() => new Promise((_, reject) => (fail = reject)));
    render(<Page Part={Part} />);
    expect(screen.getByText('Wird geladen …')).toBeTruthy();
    fail(new TypeError('Failed to fetch dynamically imported module: /assets/ChatDialog-1.js'));
    await screen.findByRole('heading', { name: 'Aktuelle Angebote' });
    await expect.poll(() => screen.queryByText('Wird geladen …')).toBeNull();
    expect(screen.getByRole('main').innerHTML).toBe('<h1>Aktuelle Angebote</h1>');
  });
});
