import { apiKeyScopes, type ApiKeyScope } from '@rbax/shared/integrations';
import type { Workspace } from '@rbax/shared/workspaces';
import { useTranslation } from 'react-i18next';
import { fieldErrorId } from '@/components/ui/form-field';

const choiceClass = 'flex items-start gap-2 text-sm';
const boxClass = 'mt-0.5 size-4 shrink-0 accent-primary';
const legendClass = 'mb-2 text-sm font-medium';

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list, value] : list.filter((item) => item !== value);

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

/** 'Permissões': one checkbox per scope, each with what it allows. */
export function ScopesField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: ApiKeyScope[];
  onChange: (scopes: ApiKeyScope[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? fieldErrorId(id) : undefined}>
      <legend className={legendClass}>{t('integrations.form.scopes')}</legend>
      {apiKeyScopes.map((scope) => (
        <label key={scope} className={choiceClass}>
          <input
            type="checkbox"
            className={boxClass}
            checked={value.includes(scope)}
            onChange={(event) => onChange(toggle(value, scope, event.target.checked))}
          />
          <span className="grid">
            <span className="font-medium">{t(`integrations.apiKeys.scope.${scope}`)}</span>
            <span className="text-muted-foreground">
              {t(scope === 'read' ? 'integrations.form.scopeReadHint' : 'integrations.form.scopeWriteHint')}
            </span>
          </span>
        </label>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** 'Workspaces': all of them (the default), or only the ones ticked in the list. */
export function WorkspacesField({
  id,
  workspaces,
  restricted,
  onRestrictedChange,
  value,
  onChange,
  error,
}: {
  id: string;
  workspaces: Workspace[];
  restricted: boolean;
  onRestrictedChange: (restricted: boolean) => void;
  value: string[];
  onChange: (workspaceIds: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? fieldErrorId(id) : `${id}-hint`}>
      <legend className={legendClass}>{t('integrations.form.workspaces')}</legend>
      <label className={choiceClass}>
        <input
          type="radio"
          name={`${id}-reach`}
          className={boxClass}
          checked={!restricted}
          onChange={() => onRestrictedChange(false)}
        />
        {t('integrations.form.workspacesAll')}
      </label>
      <label className={choiceClass}>
        <input
          type="radio"
          name={`${id}-reach`}
          className={boxClass}
          checked={restricted}
          onChange={() => onRestrictedChange(true)}
        />
        {t('integrations.form.workspacesSome')}
      </label>
      {restricted && workspaces.length === 0 ? (
        <p className="ml-6 text-sm text-muted-foreground">{t('integrations.form.workspacesEmpty')}</p>
      ) : null}
      {restricted && workspaces.length > 0 ? (
        <ul
          aria-label={t('integrations.form.workspacesList')}
          className="ml-6 grid max-h-40 gap-1.5 overflow-y-auto rounded-md border p-2"
        >
          {workspaces.map((workspace) => (
            <li key={workspace.id}>
              <label className={choiceClass}>
                <input
                  type="checkbox"
                  className={boxClass}
                  checked={value.includes(workspace.id)}
                  onChange={(event) => onChange(toggle(value, workspace.id, event.target.checked))}
                />
                <span className="break-words">{workspace.name}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('integrations.form.workspacesHint')}
      </p>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
