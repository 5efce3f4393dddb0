import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorText, shellText } from '../../content/strings';
import { paths } from '../../lib/paths';
import { describeError } from './describeError';

/** The default error screen: 'Unexpected Application Error!' and the status or message. */
export function ErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container as="main" id="main" maxW="3xl" pt="32" pb="24" px={{ base: '5', md: '8' }}>
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
        {errorText.title}
      </Heading>
      <Text as="h2" mt="4" fontSize="xl" fontStyle="italic" color="sand.700">
        {describeError(error)}
      </Text>
      {notFound && <Text mt="4">{errorText.notFound}</Text>}
      <Button asChild mt="8" colorPalette="cognac">
        <RouterLink to={paths.home()}>{shellText.backToHome}</RouterLink>
      </Button>
    </Container>
  );
}
