import type { Notification, NotificationKind } from '@rbax/shared/notifications';
import {
  AlarmClock,
  AtSign,
  Building2,
  CalendarClock,
  Check,
  CircleDot,
  FileText,
  Hourglass,
  MessageSquare,
  Store,
  Trophy,
  UserCheck,
  Wallet,
  Zap,
  ZapOff,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatRelative } from '@/lib/dates';
import { useUpdateNotification } from '@/features/notifications/api/update-notification';
import { notificationHref, notificationMessage, sentenceParts } from '@/features/notifications/lib/notification-text';
import { cn } from '@/lib/utils';

const icons: Record<NotificationKind, LucideIcon> = {
  'card.assigned': UserCheck,
  'card.commented': MessageSquare,
  'card.mentioned': AtSign,
  'card.due_soon': CalendarClock,
  'card.overdue': AlarmClock,
  'card.at_risk': Hourglass,
  'card.automation': Zap,
  'automation.disabled': ZapOff,
  'workspace.invited': Building2,
  'gamification.badge': Trophy,
  'marketplace.access_requested': Store,
  'marketplace.payout_resolved': Wallet,
  'marketplace.sale_refunded': Wallet,
  'doc.mentioned': FileText,
};

/**
 * One notification: its sentence (names in bold), where and when, and an unread dot. The whole
 * line links to the card and marks the notification read; `showToggle` adds the read/unread button.
 */
export function NotificationItem({
  notification,
  showToggle = false,
  onOpen,
  compact = false,
}: {
  notification: Notification;
  showToggle?: boolean;
  onOpen?: () => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const update = useUpdateNotification();
  const Icon = icons[notification.kind];
  const message = notificationMessage(notification, i18n.language);
  const place =
    notification.board?.title ??
    (notification.workspace ? t('notifications.item.workspace', { workspace: message.values.workspace }) : '');

  return (
    <div
      className={cn(
        'group relative flex items-start gap-3 rounded-md px-3 py-2.5 transition-colors hover:bg-muted/60',
        !notification.read && 'bg-primary/5',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          notification.kind === 'card.overdue' || notification.kind === 'card.at_risk'
            ? 'bg-destructive/15 text-destructive'
            : 'bg-primary/10 text-primary',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          to={notificationHref(notification)}
          className="text-sm leading-snug outline-none after:absolute after:inset-0 after:rounded-md focus-visible:after:ring-[3px] focus-visible:after:ring-ring/60"
          onClick={() => {
            if (!notification.read) update.mutate({ notification, read: true });
            onOpen?.();
          }}
        >
          {sentenceParts((key, values) => t(key, values), message).map((part, index) =>
            part.strong ? (
              <strong key={index} className="font-semibold">
                {part.text}
              </strong>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
          {!notification.read ? <span className="sr-only"> ({t('notifications.item.unread')})</span> : null}
        </Link>
        {notification.excerpt && !compact ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">“{notification.excerpt}”</p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {place ? <span>{place} · </span> : null}
          <time dateTime={notification.createdAt}>{formatRelative(notification.createdAt, i18n.language)}</time>
        </p>
      </div>
      {showToggle ? (
        <Button
          variant="ghost"
          size="sm"
          className="relative z-10 shrink-0 text-xs max-sm:size-8 max-sm:p-0"
          aria-label={notification.read ? t('notifications.item.markUnread') : t('notifications.item.markRead')}
          title={notification.read ? t('notifications.item.markUnread') : t('notifications.item.markRead')}
          onClick={() => update.mutate({ notification, read: !notification.read })}
        >
          {notification.read ? <CircleDot aria-hidden="true" /> : <Check aria-hidden="true" />}
          <span className="max-sm:sr-only">
            {notification.read ? t('notifications.item.markUnread') : t('notifications.item.markRead')}
          </span>
        </Button>
      ) : null}
      {!notification.read ? <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-primary" /> : null}
    </div>
  );
}
