import type { AiSettings, UpdateAiSettingsInput } from '@rbax/shared/ai/settings';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useUpdateAiSettings } from '@/features/ai/api/ai-settings';
import { useBoards } from '@/features/boards/api/get-boards';
import { ApiError } from '@/lib/api-client';

type Provider = 'instance' | 'own';

const radioClass = 'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-primary';

/** The owner's form of /ai-settings (everyone else sees it read-only): on/off, provider, cap, boards kept out. */
export function AiSettingsForm({ settings }: { settings: AiSettings }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAiSettings(settings.workspaceId);
  const boards = useBoards({ workspaceId: settings.workspaceId, archived: false });
  const [enabled, setEnabled] = useState(settings.enabled);
  const [provider, setProvider] = useState<Provider>(settings.baseUrl ? 'own' : 'instance');
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl ?? '');
  const [model, setModel] = useState(settings.model ?? '');
  const [apiKey, setApiKey] = useState('');
  const [removeKey, setRemoveKey] = useState(false);
  const [cap, setCap] = useState(settings.monthlyTokenCap === null ? '' : String(settings.monthlyTokenCap));
  const [optedOut, setOptedOut] = useState(() => new Set(settings.optedOutBoardIds));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const readOnly = !settings.canEdit;
  const number = new Intl.NumberFormat(i18n.language);
  const { usage } = settings;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: UpdateAiSettingsInput = {
      enabled,
      baseUrl: provider === 'own' ? baseUrl.trim() || null : null,
      model: model.trim() || null,
      monthlyTokenCap: cap.trim() === '' ? null : Number(cap.replace(/\D/g, '')),
      optedOutBoardIds: [...optedOut],
      ...(apiKey.trim() ? { apiKey: apiKey.trim() } : removeKey ? { apiKey: null } : {}),
    };
    setErrors({});
    update.mutate(input, {
      onSuccess: () => {
        setApiKey('');
        setRemoveKey(false);
        toast.success(t('ai.settings.saved'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0) {
          setErrors(Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message])));
        }
        toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('ai.settings.saveFailed'));
      },
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-describedby={readOnly ? 'ai-settings-read-only' : undefined}>
      {readOnly ? (
        <p id="ai-settings-read-only" className="rounded-lg border bg-muted/50 p-3 text-sm">
          {t('ai.settings.readOnly')}
        </p>
      ) : null}
      <fieldset disabled={readOnly} className="grid gap-4 disabled:opacity-90">
        <Card>
          <CardContent className="flex flex-wrap items-center gap-3 pt-6">
            <input
              id="ai-enabled"
              type="checkbox"
              className="size-5 accent-primary"
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
              aria-describedby="ai-enabled-hint"
            />
            <Label htmlFor="ai-enabled" className="text-base">
              {t('ai.settings.enabled')}
            </Label>
            <Badge variant={settings.enabled ? 'default' : 'secondary'}>
              {settings.enabled ? t('ai.settings.statusOn') : t('ai.settings.statusOff')}
            </Badge>
            <p id="ai-enabled-hint" className="w-full text-sm text-muted-foreground">
              {t('ai.settings.enabledHint')}
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('ai.settings.providerTitle')}</CardTitle>
            {!settings.configured ? <CardDescription>{t('ai.settings.notConfigured')}</CardDescription> : null}
          </CardHeader>
          <CardContent className="grid gap-4">
            <RadioGroup
              value={provider}
              onValueChange={(value) => setProvider(value as Provider)}
              aria-label={t('ai.settings.providerTitle')}
              className="grid gap-2"
            >
              <div className="flex items-start gap-2">
                <RadioGroupItem
                  id="ai-provider-instance"
                  value="instance"
                  disabled={!settings.instance.configured}
                  className={radioClass}
                >
                  <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
                </RadioGroupItem>
                <Label htmlFor="ai-provider-instance" className="font-normal leading-snug">
                  {settings.instance.configured
                    ? t('ai.settings.providerInstance', { model: settings.instance.model ?? '' })
                    : t('ai.settings.providerInstanceNone')}
                </Label>
              </div>
              <div className="flex items-start gap-2">
                <RadioGroupItem id="ai-provider-own" value="own" className={radioClass}>
                  <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
                </RadioGroupItem>
                <Label htmlFor="ai-provider-own" className="font-normal leading-snug">
                  {t('ai.settings.providerOwn')}
                </Label>
              </div>
            </RadioGroup>
            {provider === 'own' ? (
              <>
                <FormField id="ai-base-url" label={t('ai.settings.baseUrl')} error={errors.baseUrl}>
                  <Input
                    {...fieldControlProps('ai-base-url', errors.baseUrl)}
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    placeholder="https://api.openai.com/v1"
                    value={baseUrl}
                    onChange={(event) => setBaseUrl(event.target.value)}
                  />
                  <p className="text-xs text-muted-foreground">{t('ai.settings.baseUrlHint')}</p>
                </FormField>
                <FormField id="ai-api-key" label={t('ai.settings.apiKey')} error={errors.apiKey}>
                  <Input
                    {...fieldControlProps('ai-api-key', errors.apiKey)}
                    type="password"
                    autoComplete="off"
                    value={apiKey}
                    onChange={(event) => setApiKey(event.target.value)}
                    placeholder={settings.hasKey ? '••••••••' : ''}
                  />
                  <p className="text-xs text-muted-foreground">
                    {settings.hasKey ? t('ai.settings.apiKeyStored') : t('ai.settings.apiKeyHint')}
                  </p>
                  {settings.hasKey ? (
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={removeKey}
                        onChange={(event) => setRemoveKey(event.target.checked)}
                      />
                      {t('ai.settings.removeKey')}
                    </label>
                  ) : null}
                </FormField>
              </>
            ) : null}
            <FormField id="ai-model" label={t('ai.settings.model')} error={errors.model}>
              <Input
                {...fieldControlProps('ai-model', errors.model)}
                autoComplete="off"
                placeholder={settings.instance.model ?? 'gpt-4o-mini'}
                value={model}
                onChange={(event) => setModel(event.target.value)}
              />
              {provider === 'instance' ? (
                <p className="text-xs text-muted-foreground">{t('ai.settings.modelHint')}</p>
              ) : null}
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('ai.settings.capTitle')}</CardTitle>
            <CardDescription>
              {settings.monthlyTokenCap === null
                ? t('ai.settings.usage', {
                    month: usage.month,
                    used: number.format(usage.totalTokens),
                    requests: number.format(usage.requests),
                  })
                : t('ai.settings.usageOfCap', {
                    month: usage.month,
                    used: number.format(usage.totalTokens),
                    cap: number.format(settings.monthlyTokenCap),
                  })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <FormField id="ai-cap" label={t('ai.settings.cap')} error={errors.monthlyTokenCap}>
              <Input
                {...fieldControlProps('ai-cap', errors.monthlyTokenCap)}
                inputMode="numeric"
                value={cap}
                onChange={(event) => setCap(event.target.value)}
                className="sm:w-56"
              />
              <p className="text-xs text-muted-foreground">{t('ai.settings.capHint')}</p>
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('ai.settings.boardsTitle')}</CardTitle>
            <CardDescription>{t('ai.settings.boardsHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            {boards.data && boards.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('ai.settings.boardsEmpty')}</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2">
                {(boards.data ?? []).map((board) => (
                  <li key={board.id}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={optedOut.has(board.id)}
                        onChange={(event) => {
                          const next = new Set(optedOut);
                          if (event.target.checked) next.add(board.id);
                          else next.delete(board.id);
                          setOptedOut(next);
                        }}
                      />
                      <span className="truncate">{board.title}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </fieldset>
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('ai.settings.saving') : t('ai.settings.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
