import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Box, Button, chakra, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { signIn, useAuth } from '../../data/auth';
import { requestPasswordCode, updatePassword } from '../../data/passwordChange';
import { startAuth } from '../../data/authStart';
import { authText } from '../../content/auth';
import { reauthText } from '../../content/reauthentication';
import { FormField } from '../../ui/form/FormField';
import { TextInput } from '../../ui/form/TextInput';
import { useLoginDialog } from './loginDialogStore';
import { ChakraLayer } from '../../ui/ChakraLayer';
import { takeTypedText } from '../../lib/typeAhead';
import { useCloseOnBack } from '../../lib/router';

/** Why the update_password view asks for a code, if it does. */
type CodeStep = 'sent' | 'recentlySent' | 'resent';

const CODE_NOTICE: Record<CodeStep, string> = {
  sent: reauthText.codeSent,
  recentlySent: reauthText.codeRecentlySent,
  resent: reauthText.codeResent,
};

/** The address typed while the dialog was opening (src/lib/typeAhead.ts) goes into its field. */
function takeTypedAhead(event: FocusEvent<HTMLInputElement>) {
  const typed = takeTypedText();
  if (typed) event.currentTarget.value += typed;
}

/**
 * The login dialog: e-mail and password only, no social providers, no links to other views
 * (SPEC.md section 2). A password-recovery link opens it in the update_password view. When the
 * server wants proof of a recent sign-in before it takes a new password (secure password change),
 * a code is mailed and the view asks for it under the new password, which stays as typed.
 */
function LoginDialogContent() {
  const { open, view, hide, setView } = useLoginDialog();
  useCloseOnBack(open, hide);
  const { status } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sendingCode, setSendingCode] = useState(false);
  const statusRef = useRef(status);
  const firstField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);

  // The code field takes the focus when it appears, and again when its code was refused.
  useEffect(() => {
    if (codeStep || codeError) codeField.current?.focus();
  }, [codeStep, codeError]);

  // A new view re-makes the form (a new password set: back to sign-in), and the focus, on its
  // button, would fall to the page behind the dialog: it goes to the new view's first field.
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    if (open) firstField.current?.focus();
  }, [view, open]);

  // Sign-in and recovery report through the auth events: make sure they are followed (idempotent).
  useEffect(() => {
    startAuth();
  }, []);

  // SIGNED_IN (here, or in another tab) closes the sign-in view; its error goes when it has closed.
  useEffect(() => {
    const signedInNow = status === 'signedIn' && statusRef.current !== 'signedIn';
    statusRef.current = status;
    if (signedInNow && useLoginDialog.getState().view === 'sign_in') hide();
  }, [status, hide]);

  function resetMessages() {
    setError(null);
    setMessage(null);
    setCodeStep(null);
    setCodeError(null);
  }

  async function onSignIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setMessage(null);
    if (!email || !password) {
      setError(authText.missingCredentials);
      return;
    }
    setBusy(true);
    const result = await signIn(email, password);
    setBusy(false);
    if (result.error) {
      setError(result.error);
      return;
    }
    setError(null);
    hide();
  }

  async function onUpdatePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const password = String(fields.get('password') ?? '');
    const code = codeStep ? String(fields.get('code') ?? '').trim() : undefined;
    setMessage(null);
    setCodeError(null);
    if (code === '') {
      setCodeError(reauthText.codeMissing);
      return;
    }
    setBusy(true);
    const result = await updatePassword(password, { code });
    setBusy(false);
    switch (result.status) {
      case 'codeSent':
      case 'codeRecentlySent':
        setError(null);
        setCodeStep(result.status === 'codeSent' ? 'sent' : 'recentlySent');
        return;
      case 'codeRejected':
        setError(null);
        setCodeError(reauthText.codeRejected);
        return;
      case 'failed':
        setError(result.error);
        return;
    }
    // USER_UPDATED without a session: the update did not take.
    if (statusRef.current !== 'signedIn') {
      setError(authText.authFailed);
      return;
    }
    setError(null);
    setCodeStep(null);
    setMessage(authText.passwordUpdated);
    setView('sign_in');
  }

  async function onNewCode() {
    setCodeError(null);
    setSendingCode(true);
    const result = await requestPasswordCode();
    setSendingCode(false);
    if (result.status === 'failed') {
      setError(result.error);
      return;
    }
    setError(null);
    setCodeStep(result.status === 'codeRecentlySent' ? 'recentlySent' : 'resent');
  }

  const updating = view === 'update_password';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) return;
        takeTypedText();
        hide();
      }}
      onExitComplete={resetMessages}
      initialFocusEl={() => firstField.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="login-dialog" maxW="md">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="2xl">
                {updating ? authText.updatePasswordTitle : authText.dialogTitle}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <chakra.form noValidate onSubmit={(event) => void (updating ? onUpdatePassword(event) : onSignIn(event))} key={view}>
                <Stack gap="4">
                  {updating ? (
                    <>
                      <FormField label={authText.newPasswordLabel}>
                        {(control) => <TextInput {...control} ref={firstField} name="password" type="password" autoComplete="new-password" placeholder={authText.newPasswordPlaceholder} />}
                      </FormField>
                      {codeStep && (
                        <>
                          <Box role="status" data-testid="reauth-notice" bg="blue.50" color="blue.900" borderWidth="1px" borderColor="blue.200" rounded="md" px="4" py="3" fontSize="sm">
                            {CODE_NOTICE[codeStep]}
                          </Box>
                          <FormField label={reauthText.codeLabel} error={codeError}>
                            {(control) => (
                              <TextInput {...control} ref={codeField} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={10} />
                            )}
                          </FormField>
                          <Button type="button" variant="outline" colorPalette="cognac" onClick={() => void onNewCode()} loading={sendingCode} loadingText={reauthText.sendingCode} disabled={busy}>
                            {reauthText.newCode}
                          </Button>
                        </>
                      )}
                    </>
                  ) : (
                    <>
                      <FormField label={authText.emailLabel}>
                        {(control) => <TextInput {...control} ref={firstField} name="email" type="email" autoComplete="email" placeholder={authText.emailPlaceholder} onFocus={takeTypedAhead} />}
                      </FormField>
                      <FormField label={authText.passwordLabel}>
                        {(control) => <TextInput {...control} name="password" type="password" autoComplete="current-password" placeholder={authText.passwordPlaceholder} />}
                      </FormField>
                    </>
                  )}
                  <Button type="submit" colorPalette="cognac" loading={busy} loadingText={updating ? authText.updatingPassword : authText.signingIn}>
                    {updating ? authText.updatePassword : authText.signIn}
                  </Button>
                  {message && (
                    <Box role="status" data-testid="auth-message" bg="green.50" color="green.800" borderWidth="1px" borderColor="green.200" rounded="md" px="4" py="3" fontSize="sm">
                      {message}
                    </Box>
                  )}
                  {error && (
                    <Box role="alert" data-testid="auth-error" bg="red.50" color="red.800" borderWidth="1px" borderColor="red.300" rounded="md" px="4" py="3" fontSize="sm">
                      {error}
                    </Box>
                  )}
                </Stack>
              </chakra.form>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={authText.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** In the interactive layer: this chunk brings Chakra with it. */
export default function LoginDialog() {
  return (
    <ChakraLayer>
      <LoginDialogContent />
    </ChakraLayer>
  );
}
