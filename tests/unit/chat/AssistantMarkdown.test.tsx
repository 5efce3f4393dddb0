import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { business } from '../../../src/content/business';
import { AssistantMarkdown } from '../../../src/features/chat/AssistantMarkdown';
import { ReplyLinkFollowed } from '../../../src/features/chat/ReplyLink';
import { createMemoryHistory, createRouter, RouterProvider } from '../../../src/lib/router';
import { system } from '../../../src/ui/theme/system';

const show = (text: string) =>
  render(
    <ChakraProvider value={system}>
      <AssistantMarkdown text={text} />
    </ChakraProvider>,
  );

describe('an assistant reply', () => {
  afterEach(cleanup);

  it("makes the shop's phone number a tel: link that does not break, in paragraphs, lists and bold text", () => {
    const { phoneDisplay } = business.contact;
    show(`Rufen Sie uns an: ${phoneDisplay}.\n\n- **${phoneDisplay}** oder [E-Mail](mailto:info@wichtrey.example)\n- Mo–Fr unter ${phoneDisplay}`);
    const calls = screen.getAllByRole('link', { name: phoneDisplay });
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.getAttribute('href')).toBe(`tel:${business.contact.phone.replace(/\s+/g, '')}`);
      expect(call.className).toMatch(/white-space_nowrap/);
    }
    expect(screen.getByRole('link', { name: 'E-Mail' }).getAttribute('href')).toBe('mailto:info@wichtrey.example');
    expect(document.body.textContent).toContain(`Rufen Sie uns an: ${phoneDisplay}.`);
  });

  it('keeps a markdown link to another protocol empty, tel: included', () => {
    show('[Anrufen](tel:+4912345) und [hier](javascript:alert(1))');
    expect(screen.getByText('Anrufen').getAttribute('href')).toBeNull();
    expect(screen.getByText('hier').getAttribute('href')).toBeNull();
  });

  it('shows a picture of the reply as its words, loading nothing (it was a broken image the site blocks)', () => {
    show('Unser Sofa: ![Sofa Lindholm in Grau](https://example.com/sofa.png) und ![](/sale.png)');
    expect(document.querySelector('img')).toBeNull();
    expect(document.body.textContent).toContain('Unser Sofa: Sofa Lindholm in Grau und');
  });

  it('opens a link to a page of the site in the app and closes the chat; a link elsewhere opens a new tab', async () => {
    const router = createRouter([{ path: '/', Component: () => null }, { path: '/sale', Component: () => null }], createMemoryHistory('/'));
    const followed = vi.fn();
    render(
      <ChakraProvider value={system}>
        <RouterProvider router={router} errorElement={null}>
          <ReplyLinkFollowed.Provider value={followed}>
            <AssistantMarkdown text="Siehe [Aktuelle Angebote](/sale) oder [unsere Partner](https://example.org/)." />
          </ReplyLinkFollowed.Provider>
        </RouterProvider>
      </ChakraProvider>,
    );
    const sale = screen.getByRole('link', { name: 'Aktuelle Angebote' });
    expect(sale.getAttribute('href')).toBe('/sale');
    expect(sale.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'unsere Partner' }).getAttribute('target')).toBe('_blank');
    // A plain click is the app's: no page load (jsdom would report a navigation it cannot make).
    await act(async () => {
      expect(fireEvent.click(sale)).toBe(false);
    });
    expect(router.state.location.pathname).toBe('/sale');
    expect(followed).toHaveBeenCalledTimes(1);
  });
});
