import { reportReasons, type ReportReason } from '@rbax/shared/marketplace/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useReportTemplate } from '@/features/marketplace/api/marketplace-mutations';
import { ApiError } from '@/lib/api-client';

/** 'Denunciar': a reason and optional details for the moderators. */
export function ReportDialog({
  templateId,
  open,
  onOpenChange,
}: {
  templateId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason>('inappropriate');
  const [details, setDetails] = useState('');
  const report = useReportTemplate(templateId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('marketplace.close')}>
        <DialogHeader>
          <DialogTitle>{t('marketplace.report.title')}</DialogTitle>
          <DialogDescription>{t('marketplace.report.description')}</DialogDescription>
        </DialogHeader>
        <form
          id="report-template"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate(
              { reason, details: details.trim() || undefined },
              {
                onSuccess: () => {
                  toast.success(t('marketplace.report.sent'));
                  onOpenChange(false);
                },
                onError: (error) =>
                  toast.error(
                    error instanceof ApiError && !error.isUnexpected ? error.message : t('marketplace.report.failed'),
                  ),
              },
            );
          }}
        >
          <FormField id="report-reason" label={t('marketplace.report.reason')}>
            <Select value={reason} onValueChange={(v) => setReason(v as ReportReason)}>
              <SelectTrigger id="report-reason" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {reportReasons.map((r) => (
                  <SelectItem key={r} value={r}>
                    {t(`marketplace.report.reasons.${r}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField id="report-details" label={t('marketplace.report.details')}>
            <Textarea
              id="report-details"
              value={details}
              maxLength={1000}
              onChange={(e) => setDetails(e.target.value)}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('marketplace.cancel')}
          </Button>
          <Button type="submit" form="report-template" disabled={report.isPending}>
            {t('marketplace.report.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
