import type { Locale } from './i18n.ts';

type Localized = Record<Locale, string>;

export interface BoardTemplate {
  id: TemplateId;
  icon: string;
  name: Localized;
  description: Localized;
  columns: Localized[];
}

export const templateIds = [
  'kanban',
  'scrum',
  'project',
  'marketing',
  'sales',
  'support',
  'hr',
  'product',
  'content',
  'events',
  'bugs',
  'blank',
] as const;
export type TemplateId = (typeof templateIds)[number];

const col = (ptBR: string, enUS: string, esES: string): Localized => ({ 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES });

/** The 12 board templates (spec §3). Column names for kanban and scrum are the spec's. */
export const boardTemplates: readonly BoardTemplate[] = [
  {
    id: 'kanban',
    icon: 'LayoutGrid',
    name: col('Kanban', 'Kanban', 'Kanban'),
    description: col(
      'Fluxo simples: a fazer, em progresso e concluído',
      'Simple flow: to do, in progress and done',
      'Flujo simple: por hacer, en progreso y completado',
    ),
    columns: [col('A Fazer', 'To Do', 'Por Hacer'), col('Em Progresso', 'In Progress', 'En Progreso'), col('Concluído', 'Done', 'Completado')],
  },
  {
    id: 'scrum',
    icon: 'Zap',
    name: col('Scrum', 'Scrum', 'Scrum'),
    description: col('Sprints com backlog, desenvolvimento e revisão', 'Sprints with backlog, development and review', 'Sprints con backlog, desarrollo y revisión'),
    columns: [
      col('Backlog', 'Backlog', 'Backlog'),
      col('Sprint Atual', 'Current Sprint', 'Sprint Actual'),
      col('Em Desenvolvimento', 'In Development', 'En Desarrollo'),
      col('Em Revisão', 'In Review', 'En Revisión'),
      col('Concluído', 'Done', 'Completado'),
    ],
  },
  {
    id: 'project',
    icon: 'Briefcase',
    name: col('Gestão de Projetos', 'Project Management', 'Gestión de Proyectos'),
    description: col('Do planejamento à entrega do projeto', 'From planning to project delivery', 'De la planificación a la entrega del proyecto'),
    columns: [
      col('Planejamento', 'Planning', 'Planificación'),
      col('A Fazer', 'To Do', 'Por Hacer'),
      col('Em Execução', 'In Progress', 'En Ejecución'),
      col('Em Validação', 'In Validation', 'En Validación'),
      col('Entregue', 'Delivered', 'Entregado'),
    ],
  },
  {
    id: 'marketing',
    icon: 'TrendingUp',
    name: col('Marketing', 'Marketing', 'Marketing'),
    description: col('Campanhas das ideias à análise de resultados', 'Campaigns from ideas to results analysis', 'Campañas de las ideas al análisis de resultados'),
    columns: [
      col('Ideias', 'Ideas', 'Ideas'),
      col('Planejamento', 'Planning', 'Planificación'),
      col('Em Produção', 'In Production', 'En Producción'),
      col('Publicado', 'Published', 'Publicado'),
      col('Análise de Resultados', 'Results Analysis', 'Análisis de Resultados'),
    ],
  },
  {
    id: 'sales',
    icon: 'DollarSign',
    name: col('Vendas (CRM)', 'Sales (CRM)', 'Ventas (CRM)'),
    description: col('Funil de vendas do lead ao fechamento', 'Sales pipeline from lead to close', 'Embudo de ventas del lead al cierre'),
    columns: [
      col('Leads', 'Leads', 'Leads'),
      col('Qualificação', 'Qualification', 'Calificación'),
      col('Proposta Enviada', 'Proposal Sent', 'Propuesta Enviada'),
      col('Negociação', 'Negotiation', 'Negociación'),
      col('Fechado', 'Closed', 'Cerrado'),
    ],
  },
  {
    id: 'support',
    icon: 'Headphones',
    name: col('Suporte ao Cliente', 'Customer Support', 'Soporte al Cliente'),
    description: col('Chamados da abertura à resolução', 'Tickets from opening to resolution', 'Tickets de la apertura a la resolución'),
    columns: [
      col('Novos Chamados', 'New Tickets', 'Tickets Nuevos'),
      col('Em Atendimento', 'In Progress', 'En Atención'),
      col('Aguardando Cliente', 'Waiting on Customer', 'Esperando al Cliente'),
      col('Resolvido', 'Resolved', 'Resuelto'),
      col('Fechado', 'Closed', 'Cerrado'),
    ],
  },
  {
    id: 'hr',
    icon: 'Users',
    name: col('Recrutamento (RH)', 'Recruiting (HR)', 'Reclutamiento (RR. HH.)'),
    description: col('Processo seletivo da triagem à contratação', 'Hiring from screening to offer', 'Selección desde el filtrado hasta la contratación'),
    columns: [
      col('Candidatos', 'Applicants', 'Candidatos'),
      col('Triagem', 'Screening', 'Filtrado'),
      col('Entrevistas', 'Interviews', 'Entrevistas'),
      col('Proposta', 'Offer', 'Oferta'),
      col('Contratados', 'Hired', 'Contratados'),
    ],
  },
  {
    id: 'product',
    icon: 'Rocket',
    name: col('Desenvolvimento de Produto', 'Product Development', 'Desarrollo de Producto'),
    description: col('Da descoberta ao lançamento', 'From discovery to launch', 'Del descubrimiento al lanzamiento'),
    columns: [
      col('Descoberta', 'Discovery', 'Descubrimiento'),
      col('Definição', 'Definition', 'Definición'),
      col('Desenvolvimento', 'Development', 'Desarrollo'),
      col('Testes', 'Testing', 'Pruebas'),
      col('Lançado', 'Launched', 'Lanzado'),
    ],
  },
  {
    id: 'content',
    icon: 'Palette',
    name: col('Produção de Conteúdo', 'Content Production', 'Producción de Contenido'),
    description: col('Pautas, redação, revisão e publicação', 'Topics, writing, review and publishing', 'Temas, redacción, revisión y publicación'),
    columns: [
      col('Pautas', 'Topics', 'Temas'),
      col('Em Redação', 'Writing', 'En Redacción'),
      col('Em Revisão', 'In Review', 'En Revisión'),
      col('Agendado', 'Scheduled', 'Programado'),
      col('Publicado', 'Published', 'Publicado'),
    ],
  },
  {
    id: 'events',
    icon: 'Calendar',
    name: col('Eventos', 'Events', 'Eventos'),
    description: col('Organização de eventos do conceito ao pós-evento', 'Event planning from concept to follow-up', 'Organización de eventos del concepto al post-evento'),
    columns: [
      col('Ideias', 'Ideas', 'Ideas'),
      col('Planejamento', 'Planning', 'Planificación'),
      col('Fornecedores', 'Vendors', 'Proveedores'),
      col('Execução', 'Execution', 'Ejecución'),
      col('Pós-evento', 'Follow-up', 'Post-evento'),
    ],
  },
  {
    id: 'bugs',
    icon: 'Shield',
    name: col('Controle de Bugs', 'Bug Tracking', 'Control de Bugs'),
    description: col('Bugs reportados, corrigidos e verificados', 'Bugs reported, fixed and verified', 'Bugs reportados, corregidos y verificados'),
    columns: [
      col('Reportados', 'Reported', 'Reportados'),
      col('Triagem', 'Triage', 'Clasificación'),
      col('Em Correção', 'Fixing', 'En Corrección'),
      col('Em Teste', 'Testing', 'En Prueba'),
      col('Corrigidos', 'Fixed', 'Corregidos'),
    ],
  },
  {
    id: 'blank',
    icon: 'LayoutGrid',
    name: col('Board em Branco', 'Blank Board', 'Board en Blanco'),
    description: col('Comece do zero, sem colunas', 'Start from scratch, with no columns', 'Empieza desde cero, sin columnas'),
    columns: [],
  },
];

export function findTemplate(id: string): BoardTemplate | undefined {
  return boardTemplates.find((template) => template.id === id);
}
