import type { Locale } from '../i18n.ts';
import type { TimeEntrySource } from './entries.ts';

/**
 * Column and sheet names of the time report's CSV and XLSX files (made by the server in the
 * language of Accept-Language). The pt-BR words are the page's.
 */
export type TimeExportLabels = {
  sheets: { entries: string; people: string; boards: string; cards: string; days: string; timesheet: string };
  date: string;
  person: string;
  board: string;
  card: string;
  source: string;
  note: string;
  billable: string;
  minutes: string;
  hours: string;
  billableHours: string;
  rate: string;
  value: string;
  estimate: string;
  entries: string;
  total: string;
  yes: string;
  no: string;
  deletedUser: string;
  sources: Record<TimeEntrySource, string>;
};

export const timeExportLabels: Record<Locale, TimeExportLabels> = {
  'pt-BR': {
    sheets: {
      entries: 'Registros',
      people: 'Por pessoa',
      boards: 'Por board',
      cards: 'Por card',
      days: 'Por dia',
      timesheet: 'Timesheet',
    },
    date: 'Data',
    person: 'Pessoa',
    board: 'Board',
    card: 'Card',
    source: 'Origem',
    note: 'Nota',
    billable: 'Faturável',
    minutes: 'Minutos',
    hours: 'Horas',
    billableHours: 'Horas faturáveis',
    rate: 'Valor/hora (R$)',
    value: 'Valor (R$)',
    estimate: 'Estimativa (horas)',
    entries: 'Registros',
    total: 'Total',
    yes: 'Sim',
    no: 'Não',
    deletedUser: 'Conta removida',
    sources: { manual: 'Manual', timer: 'Cronômetro', pomodoro: 'Modo Foco' },
  },
  'en-US': {
    sheets: {
      entries: 'Entries',
      people: 'By person',
      boards: 'By board',
      cards: 'By card',
      days: 'By day',
      timesheet: 'Timesheet',
    },
    date: 'Date',
    person: 'Person',
    board: 'Board',
    card: 'Card',
    source: 'Source',
    note: 'Note',
    billable: 'Billable',
    minutes: 'Minutes',
    hours: 'Hours',
    billableHours: 'Billable hours',
    rate: 'Rate/hour (BRL)',
    value: 'Value (BRL)',
    estimate: 'Estimate (hours)',
    entries: 'Entries',
    total: 'Total',
    yes: 'Yes',
    no: 'No',
    deletedUser: 'Deleted account',
    sources: { manual: 'Manual', timer: 'Timer', pomodoro: 'Focus Mode' },
  },
  'es-ES': {
    sheets: {
      entries: 'Registros',
      people: 'Por persona',
      boards: 'Por board',
      cards: 'Por card',
      days: 'Por día',
      timesheet: 'Hoja de horas',
    },
    date: 'Fecha',
    person: 'Persona',
    board: 'Board',
    card: 'Card',
    source: 'Origen',
    note: 'Nota',
    billable: 'Facturable',
    minutes: 'Minutos',
    hours: 'Horas',
    billableHours: 'Horas facturables',
    rate: 'Tarifa/hora (BRL)',
    value: 'Valor (BRL)',
    estimate: 'Estimación (horas)',
    entries: 'Registros',
    total: 'Total',
    yes: 'Sí',
    no: 'No',
    deletedUser: 'Cuenta eliminada',
    sources: { manual: 'Manual', timer: 'Cronómetro', pomodoro: 'Modo Enfoque' },
  },
};
