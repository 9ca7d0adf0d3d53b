import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { InformationCircleIcon } from '@heroicons/react/24/outline';
import type { LoginInput } from '../../../contract/auth';
import { PRODUCT_NAME } from '../../../contract/constants';
import { TextField } from '../../components/TextField';
import { PrimaryButton } from '../../components/Button';
import { notify } from '../../notifications/notify';
import { serverFieldErrors } from '../../api/applyServerFieldErrors';
import { pathOf } from '../../router/routePaths';
import { rememberAcceptedPassword } from '../../offline/vaultPassword';
import { removeHtmlShell, shellLogin, type ShellLogin } from '../../shell/htmlShell';
import { signIn } from './loginApi';
import { SignInProviderButtons, SsoRefusalNotice } from './SignInProviderButtons';
import type { LoginErrors, validateLogin } from './loginValidation';

/**
 * The validation (zod) loads after the page has painted, so the login route stays within its
 * JavaScript budget (docs/benchmarks.md); a load that failed (offline) is tried again.
 */
let validation: Promise<{ validateLogin: typeof validateLogin }> | undefined;
const loadValidation = () =>
  (validation ??= import('./loginValidation').catch((error: unknown) => {
    validation = undefined;
    throw error;
  }));

const FIELDS = ['username', 'password'] as const;

/**
 * Spec §2 'login': welcome text, the form, a forgot-password link, the inactivity notice. A plain
 * controlled form (two fields need no form library on the lightest route): validated on submit,
 * then again on every change, the first wrong field focused, the server's 422 on its fields.
 */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [shell, setShell] = useState<ShellLogin>();
  useEffect(() => {
    void loadValidation().catch(() => undefined);
  }, []);
  // The static login shell of index.html (src/app/shell/htmlShell.ts): what was typed into it is read
  // when this page commits, not when it renders (the router renders it in a transition, which typing
  // can interrupt), and the shell goes in the same step; the state set here renders again before the
  // browser paints. RootShell leaves the shell on the login route to this page.
  useLayoutEffect(() => {
    const typed = shellLogin();
    removeHtmlShell();
    if (!typed) return;
    // A language switched in the shell after the app's i18n had detected its language (while this page's chunk loaded).
    if (typed.locale && typed.locale !== i18n.resolvedLanguage) void i18n.changeLanguage(typed.locale);
    /* eslint-disable react-hooks/set-state-in-effect -- the shell's DOM is state from outside React,
       read at commit and applied before the first paint */
    setValues({ username: typed.username, password: typed.password });
    setShell(typed);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [i18n]);
  // Then, with the typed values in place: the shell's focus, and its submit if it was asked for.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!shell || !form) return;
    if (shell.focused) (form.elements.namedItem(shell.focused) as HTMLInputElement | null)?.focus();
    if (shell.submitted) form.requestSubmit();
  }, [shell]);

  const change = (field: keyof LoginInput, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) void loadValidation().then(({ validateLogin }) => setErrors(validateLogin(next)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setSubmitting(true);
    try {
      const found = (await loadValidation()).validateLogin(values);
      setErrors(found);
      const wrong = FIELDS.find((field) => found[field]);
      if (wrong) {
        (form.elements.namedItem(wrong) as HTMLInputElement | null)?.focus();
        return;
      }
      const { two_factor } = await signIn(values);
      // The server accepted it: the signed-in area opens the device's vault with it (issue 7).
      rememberAcceptedPassword(values.password);
      const redirect = params.get('redirect');
      if (two_factor) {
        const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
        navigate(pathOf('login-two-factor-challenge') + query);
      } else {
        navigate(redirect ?? pathOf('dashboard'));
      }
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notify.apiError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold">{t('login.welcome', { product: PRODUCT_NAME })}</h1>
      <p className="mt-2 text-stone-600">{t('login.intro')}</p>
      {params.has('autologout') && (
        <p role="status" className="mt-4 flex gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <InformationCircleIcon className="size-5 shrink-0" aria-hidden="true" />
          {t('login.autologout')}
        </p>
      )}
      <SsoRefusalNotice params={params} />
      <form
        ref={formRef}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-6 flex flex-col gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        {FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`login.${field}`)}
            type={field === 'password' ? 'password' : 'text'}
            autoComplete={field === 'password' ? 'current-password' : 'username'}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
            error={errors[field]}
          />
        ))}
        <PrimaryButton type="submit" disabled={submitting}>
          {t('login.submit')}
        </PrimaryButton>
        <Link to={pathOf('forgot-password')} className="text-sm text-primary-800 hover:underline">
          {t('login.forgotPassword')}
        </Link>
      </form>
      <SignInProviderButtons />
    </div>
  );
}
