import { FocusRestoration, Outlet, ScrollRestoration } from '../../lib/router';
import { css } from '../../styled-system/css';
import { useDocumentMeta } from '../seo/useDocumentMeta';
import { useStaffCode } from '../useStaffCode';
import { ChatLauncher } from './ChatLauncher';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { SkipLink } from './SkipLink';
import { useMarkAppRunning } from './useMarkAppRunning';

export function RootLayout() {
  useDocumentMeta();
  useStaffCode();
  useMarkAppRunning();
  return (
    <div className={css({ minH: '100vh', display: 'flex', flexDirection: 'column' })}>
      <SkipLink />
      <NavBar />
      <div className={css({ flex: '1' })}>
        <Outlet />
      </div>
      <Footer />
      <ChatLauncher />
      <ScrollRestoration />
      <FocusRestoration />
    </div>
  );
}
