import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  apiTokenListSchema,
  apiTokenNameSchema,
  createdApiTokenSchema,
  TOKEN_ABILITIES,
  type ApiTokenRecord,
  type TokenAbility,
} from '../../../contract/apiTokens';
import { request } from '../../api/http';
import { PrimaryButton } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { notify } from '../../notifications/notify';
import { useBrowserOnline } from '../../offline/useMirror';
import { SystemNav } from './SystemNav';
import { sendOnline, submitOnline, writeOnline } from '../../api/onlineWrite';
import './systemTexts';
import { askConfirmation } from '../../components/confirm/confirmStore';

interface TokenForm {
  name: string;
  abilities: TokenAbility[];
}

/**
 * Issue 17: the machines' personal access tokens (the laboratory system's importer), admin only.
 * Online only, like the rest of the system area, and never mirrored: a token is a credential, and
 * a device has no use for the list offline. The plain token is shown once, right after creation.
 */
export default function ApiTokensPage() {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const [tokens, setTokens] = useState<ApiTokenRecord[]>();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((current) => current + 1);
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    request('/api/tokens')
      .then((body) => !cancelled && setTokens(apiTokenListSchema.parse(body).data))
      .catch((error: unknown) => !cancelled && notify.apiError(error));
    return () => {
      cancelled = true;
    };
  }, [online, version]);

  const revoke = async (token: ApiTokenRecord) => {
    const confirmed = await askConfirmation({
      title: t('system.tokens.revokeConfirm', { name: token.name }),
      confirmLabel: t('system.tokens.revoke'),
      tone: 'danger',
    });
    if (!confirmed) return;
    if (await sendOnline(`/api/tokens/${token.id}`, { method: 'DELETE' })) {
      notify.success(t('system.tokens.revoked'));
      reload();
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('routes.apiTokens')}</h1>
      <SystemNav />
      <p className="max-w-3xl text-sm text-stone-600">{t('system.tokens.intro')}</p>
      <NewTokenForm
        onCreated={(name, token) => {
          setCreated({ name, token });
          reload();
        }}
      />
      {created && (
        <div
          role="status"
          className="rounded-md bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <p className="font-semibold">{t('system.tokens.shownOnce', { name: created.name })}</p>
          <code data-testid="api-token-plain" className="mt-2 block break-all rounded bg-white p-2 font-mono">
            {created.token}
          </code>
        </div>
      )}
      {tokens && tokens.length === 0 && <p className="text-stone-600">{t('system.tokens.empty')}</p>}
      {tokens && tokens.length > 0 && (
        <ul className="flex flex-col gap-3" data-testid="api-token-list">
          {tokens.map((token) => (
            <li
              key={token.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
            >
              <TokenFacts token={token} />
              {token.revoked_at === null && (
                <button
                  type="button"
                  disabled={!online}
                  onClick={() => void revoke(token)}
                  className="rounded-md px-3 py-1.5 text-sm font-medium text-red-700 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-50"
                >
                  {t('system.tokens.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TokenFacts({ token }: { token: ApiTokenRecord }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.resolvedLanguage) : t('system.tokens.never');
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <p className="font-semibold break-words text-stone-900">{token.name}</p>
      <p className="text-stone-600">
        {t('system.tokens.abilities')}: {token.abilities.join(', ')}
      </p>
      <p className="text-stone-600">
        {t('system.tokens.createdAt')}: {when(token.created_at)} · {t('system.tokens.lastUsedAt')}:{' '}
        {when(token.last_used_at)}
      </p>
      {token.revoked_at !== null && (
        <p className="font-medium text-red-700">
          {t('system.tokens.revokedAt')}: {when(token.revoked_at)}
        </p>
      )}
    </div>
  );
}

function NewTokenForm({ onCreated }: { onCreated: (name: string, token: string) => void }) {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TokenForm>({ defaultValues: { name: '', abilities: [...TOKEN_ABILITIES] } });
  const onSubmit = handleSubmit(async ({ name, abilities }) => {
    const checked = apiTokenNameSchema.safeParse(name);
    if (!checked.success) {
      setError('name', { type: 'validate', message: checked.error.issues[0]?.message });
      return;
    }
    const sent = await submitOnline(
      () =>
        writeOnline(`/api/tokens/create/${encodeURIComponent(name.trim())}`, {
          method: 'POST',
          body: { abilities },
        }),
      setError,
      { only: ['name', 'abilities'] },
    );
    if (!sent) return;
    onCreated(name.trim(), createdApiTokenSchema.parse(sent.answer).plainTextToken);
    reset();
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex max-w-xl flex-col gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <TextField label={t('system.tokens.name')} error={errors.name?.message} {...register('name')} />
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="font-medium text-stone-700">{t('system.tokens.abilities')}</legend>
        {TOKEN_ABILITIES.map((ability) => (
          <label key={ability} className="flex items-center gap-2">
            <input type="checkbox" value={ability} {...register('abilities')} />
            <span>{t(`system.tokens.abilityLabels.${ability}`)}</span>
            <span className="font-mono text-xs text-stone-500">{ability}</span>
          </label>
        ))}
        {errors.abilities?.message && <p className="text-red-700">{t(errors.abilities.message)}</p>}
      </fieldset>
      <PrimaryButton type="submit" disabled={isSubmitting || !online}>
        {t('system.tokens.create')}
      </PrimaryButton>
    </form>
  );
}
