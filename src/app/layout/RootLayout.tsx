import { Box } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useDocumentMeta } from '../seo/useDocumentMeta';
import { useStaffCode } from '../useStaffCode';
import { ChatLauncher } from './ChatLauncher';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { SkipLink } from './SkipLink';

export function RootLayout() {
  useDocumentMeta();
  useStaffCode();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink />
      <NavBar />
      <Box flex="1">
        <Outlet />
      </Box>
      <Footer />
      <ChatLauncher />
      <ScrollRestoration />
    </Box>
  );
}
