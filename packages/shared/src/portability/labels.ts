import type { Locale } from '../i18n.ts';

/**
 * Words the server writes into files in the reader's language (issue 23): exports' headers, the
 * PDF report, the rejected rows' error column, e-mails of scheduled reports. The web's strings
 * live in its locale files; these travel inside the files themselves.
 */
export type PortabilityLabels = {
  defaultColumn: string;
  errors: string;
  commentOrigin: { trello: string; csv: string; json: string };
  fields: {
    board: string;
    column: string;
    title: string;
    description: string;
    priority: string;
    startDate: string;
    dueDate: string;
    completedAt: string;
    value: string;
    assignee: string;
    labels: string;
    tags: string;
    estimate: string;
    timeSpent: string;
    checklist: string;
    comments: string;
    attachments: string;
    archived: string;
    parent: string;
    createdAt: string;
    updatedAt: string;
    id: string;
    color: string;
  };
  priorities: Record<'critical' | 'high' | 'medium' | 'low', string>;
  yes: string;
  no: string;
  sheets: { cards: string; columns: string; labels: string };
  pdf: {
    boardReport: string;
    workspaceReport: string;
    generatedAt: string;
    totals: string;
    cards: string;
    openCards: string;
    doneCards: string;
    overdue: string;
    totalValue: string;
    metrics: string;
    throughput: string;
    cycleTime: string;
    wip: string;
    sle: string;
    days: string;
    noMetrics: string;
    cardsPerColumn: string;
    noCards: string;
    due: string;
    page: string;
  };
  mail: { subject: string; intro: string; unsubscribe: string; unsubscribed: string; confirm: string };
};

export const portabilityLabels: Record<Locale, PortabilityLabels> = {
  'pt-BR': {
    defaultColumn: 'A Fazer',
    errors: 'Erros',
    commentOrigin: { trello: 'Trello', csv: 'CSV', json: 'RBAX Flow' },
    fields: {
      board: 'Board',
      column: 'Coluna',
      title: 'Título',
      description: 'Descrição',
      priority: 'Prioridade',
      startDate: 'Início',
      dueDate: 'Entrega',
      completedAt: 'Concluído em',
      value: 'Valor (R$)',
      assignee: 'Responsável',
      labels: 'Etiquetas',
      tags: 'Tags',
      estimate: 'Estimativa (min)',
      timeSpent: 'Tempo gasto (h)',
      checklist: 'Checklist',
      comments: 'Comentários',
      attachments: 'Anexos',
      archived: 'Arquivado',
      parent: 'Card principal',
      createdAt: 'Criado em',
      updatedAt: 'Atualizado em',
      id: 'ID',
      color: 'Cor',
    },
    priorities: { critical: 'Crítica', high: 'Alta', medium: 'Média', low: 'Baixa' },
    yes: 'Sim',
    no: 'Não',
    sheets: { cards: 'Cards', columns: 'Colunas', labels: 'Etiquetas' },
    pdf: {
      boardReport: 'Relatório do board',
      workspaceReport: 'Relatório do workspace',
      generatedAt: 'Gerado em',
      totals: 'Totais',
      cards: 'Cards',
      openCards: 'Em aberto',
      doneCards: 'Concluídos',
      overdue: 'Atrasados',
      totalValue: 'Valor total',
      metrics: 'Métricas de fluxo (últimos 60 dias)',
      throughput: 'Vazão (cards concluídos)',
      cycleTime: 'Tempo de ciclo (mediana / 85%)',
      wip: 'Em andamento',
      sle: 'Expectativa de nível de serviço',
      days: 'dias',
      noMetrics: 'Sem histórico suficiente para métricas de fluxo.',
      cardsPerColumn: 'Cards por coluna',
      noCards: 'Nenhum card',
      due: 'Entrega',
      page: 'Página',
    },
    mail: {
      subject: 'Relatório de {{name}}',
      intro: 'Segue em anexo o relatório de {{name}} ({{period}}).',
      unsubscribe: 'Não quer mais receber este relatório? Cancele a inscrição:',
      unsubscribed: 'Pronto: você não receberá mais este relatório.',
      confirm: 'Cancelar inscrição',
    },
  },
  'en-US': {
    defaultColumn: 'To Do',
    errors: 'Errors',
    commentOrigin: { trello: 'Trello', csv: 'CSV', json: 'RBAX Flow' },
    fields: {
      board: 'Board',
      column: 'Column',
      title: 'Title',
      description: 'Description',
      priority: 'Priority',
      startDate: 'Start',
      dueDate: 'Due',
      completedAt: 'Completed at',
      value: 'Value (R$)',
      assignee: 'Assignee',
      labels: 'Labels',
      tags: 'Tags',
      estimate: 'Estimate (min)',
      timeSpent: 'Time spent (h)',
      checklist: 'Checklist',
      comments: 'Comments',
      attachments: 'Attachments',
      archived: 'Archived',
      parent: 'Parent card',
      createdAt: 'Created at',
      updatedAt: 'Updated at',
      id: 'ID',
      color: 'Color',
    },
    priorities: { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' },
    yes: 'Yes',
    no: 'No',
    sheets: { cards: 'Cards', columns: 'Columns', labels: 'Labels' },
    pdf: {
      boardReport: 'Board report',
      workspaceReport: 'Workspace report',
      generatedAt: 'Generated on',
      totals: 'Totals',
      cards: 'Cards',
      openCards: 'Open',
      doneCards: 'Done',
      overdue: 'Overdue',
      totalValue: 'Total value',
      metrics: 'Flow metrics (last 60 days)',
      throughput: 'Throughput (cards finished)',
      cycleTime: 'Cycle time (median / 85%)',
      wip: 'In progress',
      sle: 'Service level expectation',
      days: 'days',
      noMetrics: 'Not enough history for flow metrics.',
      cardsPerColumn: 'Cards per column',
      noCards: 'No cards',
      due: 'Due',
      page: 'Page',
    },
    mail: {
      subject: 'Report for {{name}}',
      intro: 'Attached is the report for {{name}} ({{period}}).',
      unsubscribe: 'No longer want this report? Unsubscribe:',
      unsubscribed: 'Done: you will no longer receive this report.',
      confirm: 'Unsubscribe',
    },
  },
  'es-ES': {
    defaultColumn: 'Por Hacer',
    errors: 'Errores',
    commentOrigin: { trello: 'Trello', csv: 'CSV', json: 'RBAX Flow' },
    fields: {
      board: 'Tablero',
      column: 'Columna',
      title: 'Título',
      description: 'Descripción',
      priority: 'Prioridad',
      startDate: 'Inicio',
      dueDate: 'Entrega',
      completedAt: 'Completado el',
      value: 'Valor (R$)',
      assignee: 'Responsable',
      labels: 'Etiquetas',
      tags: 'Tags',
      estimate: 'Estimación (min)',
      timeSpent: 'Tiempo dedicado (h)',
      checklist: 'Checklist',
      comments: 'Comentarios',
      attachments: 'Adjuntos',
      archived: 'Archivado',
      parent: 'Tarjeta principal',
      createdAt: 'Creado el',
      updatedAt: 'Actualizado el',
      id: 'ID',
      color: 'Color',
    },
    priorities: { critical: 'Crítica', high: 'Alta', medium: 'Media', low: 'Baja' },
    yes: 'Sí',
    no: 'No',
    sheets: { cards: 'Tarjetas', columns: 'Columnas', labels: 'Etiquetas' },
    pdf: {
      boardReport: 'Informe del tablero',
      workspaceReport: 'Informe del workspace',
      generatedAt: 'Generado el',
      totals: 'Totales',
      cards: 'Tarjetas',
      openCards: 'Abiertas',
      doneCards: 'Completadas',
      overdue: 'Atrasadas',
      totalValue: 'Valor total',
      metrics: 'Métricas de flujo (últimos 60 días)',
      throughput: 'Rendimiento (tarjetas completadas)',
      cycleTime: 'Tiempo de ciclo (mediana / 85%)',
      wip: 'En curso',
      sle: 'Expectativa de nivel de servicio',
      days: 'días',
      noMetrics: 'No hay historial suficiente para métricas de flujo.',
      cardsPerColumn: 'Tarjetas por columna',
      noCards: 'Ninguna tarjeta',
      due: 'Entrega',
      page: 'Página',
    },
    mail: {
      subject: 'Informe de {{name}}',
      intro: 'Adjuntamos el informe de {{name}} ({{period}}).',
      unsubscribe: '¿Ya no quieres recibir este informe? Cancela la suscripción:',
      unsubscribed: 'Listo: ya no recibirás este informe.',
      confirm: 'Cancelar suscripción',
    },
  },
};
