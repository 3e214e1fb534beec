import {
  ADMIN_PAGE_SIZE_DEFAULT,
  DEFAULT_ADMIN_USER_SORT,
  type AdminUser,
  type AdminUserSort,
  type AdminUserSortField,
} from '@rbax/shared/admin';
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminUsers } from '@/features/admin/api/get-admin-users';
import { AdminUserActions } from '@/features/admin/components/admin-user-actions';
import { Pager } from '@/features/admin/components/pager';
import { useDebouncedValue } from '@/features/admin/hooks/use-debounced-value';
import { formatDate, formatDateTime, initials } from '@/features/admin/lib/format';
import { cn } from '@/lib/utils';

const SEARCH_DELAY_MS = 300;

/** 'Usuários': every account, searched, sorted and paged by the server. */
export function AdminUsersPanel({ currentUserId }: { currentUserId: string | undefined }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AdminUserSort>(DEFAULT_ADMIN_USER_SORT);
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useAdminUsers({ q, sort, page, pageSize: ADMIN_PAGE_SIZE_DEFAULT });

  const onSort = (field: AdminUserSortField) => {
    const [current, direction] = sort.split(':') as [AdminUserSortField, 'asc' | 'desc'];
    const defaultDirection = field === 'name' || field === 'email' ? 'asc' : 'desc';
    const next = current === field ? (direction === 'asc' ? 'desc' : 'asc') : defaultDirection;
    setSort(`${field}:${next}` as AdminUserSort);
    setPage(1);
  };

  return (
    <section className="grid gap-4" aria-labelledby="admin-users-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="admin-users-title" className="text-lg font-semibold">
            {t('admin.users.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('admin.users.description')}</p>
        </div>
        <div className="grid w-full gap-1.5 sm:w-72">
          <Label htmlFor="admin-users-search">{t('admin.users.search')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="admin-users-search"
              type="search"
              className="pl-8"
              placeholder={t('admin.users.searchPlaceholder')}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
      </div>

      {users.isPending ? (
        <div className="grid gap-2" role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-14 rounded-lg" />
          ))}
        </div>
      ) : users.isError ? (
        <div className="grid justify-items-start gap-2" role="alert">
          <p className="text-sm text-muted-foreground">{t('admin.users.error')}</p>
          <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
            {t('admin.feedback.retry')}
          </Button>
        </div>
      ) : (
        <>
          <div
            className={cn('overflow-x-auto rounded-lg border', users.isPlaceholderData && 'opacity-70')}
            aria-busy={users.isFetching}
          >
            <table className="w-full min-w-[760px] text-left text-sm">
              <caption className="sr-only">{t('admin.users.caption')}</caption>
              <thead className="bg-muted">
                <tr>
                  <SortHeader field="name" sort={sort} onSort={onSort} sticky>
                    {t('admin.users.columns.user')}
                  </SortHeader>
                  <SortHeader field="createdAt" sort={sort} onSort={onSort}>
                    {t('admin.users.columns.createdAt')}
                  </SortHeader>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('admin.users.columns.role')}
                  </th>
                  <SortHeader field="lastSignInAt" sort={sort} onSort={onSort}>
                    {t('admin.users.columns.lastSignIn')}
                  </SortHeader>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('admin.users.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.items.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="px-3 py-8 text-center text-muted-foreground">
                      {q ? t('admin.users.noMatch', { q }) : t('admin.users.empty')}
                    </td>
                  </tr>
                ) : (
                  users.data.items.map((user) => (
                    <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Pager
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPageChange={setPage}
            label={t('admin.users.pagination')}
          />
        </>
      )}
    </section>
  );
}

function SortHeader({
  field,
  sort,
  onSort,
  sticky = false,
  children,
}: {
  field: AdminUserSortField;
  sort: AdminUserSort;
  onSort: (field: AdminUserSortField) => void;
  sticky?: boolean;
  children: string;
}) {
  const { t } = useTranslation();
  const [current, direction] = sort.split(':');
  const active = current === field;
  const Icon = !active ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-1 py-1 font-medium', sticky && 'sticky left-0 z-10 bg-muted')}
    >
      <Button
        variant="ghost"
        size="sm"
        className="gap-1 px-2 font-medium"
        onClick={() => onSort(field)}
        aria-label={t('admin.users.sortBy', { column: children })}
      >
        {children}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'text-muted-foreground')} />
      </Button>
    </th>
  );
}

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <tr className="border-t">
      <th scope="row" className="sticky left-0 z-10 max-w-64 bg-background px-3 py-2 text-left font-normal">
        <span className="flex min-w-0 items-center gap-2.5">
          <Avatar className="size-8">
            {user.image ? <AvatarImage src={user.image} alt="" /> : null}
            <AvatarFallback>{initials(user.name)}</AvatarFallback>
          </Avatar>
          <span className="grid min-w-0">
            <span className="truncate font-medium">
              {user.name}
              {isSelf ? <span className="text-muted-foreground"> {t('admin.users.you')}</span> : null}
            </span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </span>
        </span>
      </th>
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt, i18n.language)}</time>
      </td>
      <td className="px-3 py-2">
        <span className="flex flex-wrap gap-1">
          <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>
            {user.role === 'admin' ? t('admin.users.roleAdmin') : t('admin.users.roleUser')}
          </Badge>
          {user.banned ? (
            <Badge variant="destructive" title={user.banReason ?? undefined}>
              {t('admin.users.banned')}
            </Badge>
          ) : null}
          {user.twoFactorEnabled ? <Badge variant="outline">{t('admin.users.twoFactor')}</Badge> : null}
        </span>
        {user.banned && user.banReason ? (
          <span className="mt-1 block max-w-56 truncate text-xs text-muted-foreground">
            {t('admin.users.banReasonShown', { reason: user.banReason })}
          </span>
        ) : null}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {user.lastSignInAt ? (
          <time dateTime={user.lastSignInAt}>{formatDateTime(user.lastSignInAt, i18n.language)}</time>
        ) : (
          <span className="text-muted-foreground">{t('admin.users.never')}</span>
        )}
      </td>
      <td className="px-3 py-2 text-right">
        <AdminUserActions user={user} isSelf={isSelf} />
      </td>
    </tr>
  );
}
