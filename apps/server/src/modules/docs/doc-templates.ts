import type { DocTemplateId } from '@rbax/shared/docs/docs';
import type { Locale } from '@rbax/shared/i18n';

/** The templates of a new document (issue 26): title and Markdown, in the three languages. */
type Template = { title: string; markdown: string };

const templates: Record<Locale, Record<DocTemplateId, Template>> = {
  'pt-BR': {
    meeting: {
      title: 'Ata de reunião',
      markdown: `## Informações\n\n- **Data:** \n- **Participantes:** \n- **Facilitador:** \n\n## Pauta\n\n1. Tema\n\n## Discussão\n\nAnotações da conversa.\n\n## Decisões\n\n- Decisão\n\n## Próximos passos\n\n- [ ] Ação — responsável\n`,
    },
    prd: {
      title: 'PRD',
      markdown: `## Contexto\n\nQual problema estamos resolvendo e para quem?\n\n## Objetivos\n\n- Objetivo\n\n## Fora do escopo\n\n- Item\n\n## Requisitos\n\n| Requisito | Prioridade | Observações |\n| --- | --- | --- |\n|  |  |  |\n\n## Métricas de sucesso\n\n- Métrica\n\n> [!INFO]\n> Riscos e perguntas em aberto ficam aqui.\n`,
    },
    retro: {
      title: 'Retrospectiva',
      markdown: `## O que foi bem\n\n- Ponto\n\n## O que pode melhorar\n\n- Ponto\n\n## O que vamos tentar\n\n- [ ] Experimento — responsável\n\n## Agradecimentos\n\n- Pessoa\n`,
    },
    runbook: {
      title: 'Runbook',
      markdown: `## Quando usar\n\nDescreva o alerta ou a situação.\n\n## Diagnóstico\n\n1. Verifique\n\n\`\`\`bash\n# comandos de verificação\n\`\`\`\n\n## Correção\n\n1. Passo\n\n> [!WARNING]\n> Avise o time antes de qualquer ação em produção.\n\n## Escalonamento\n\n- Contato\n`,
    },
  },
  'en-US': {
    meeting: {
      title: 'Meeting notes',
      markdown: `## Details\n\n- **Date:** \n- **Attendees:** \n- **Facilitator:** \n\n## Agenda\n\n1. Topic\n\n## Discussion\n\nNotes from the conversation.\n\n## Decisions\n\n- Decision\n\n## Next steps\n\n- [ ] Action — owner\n`,
    },
    prd: {
      title: 'PRD',
      markdown: `## Context\n\nWhat problem are we solving, and for whom?\n\n## Goals\n\n- Goal\n\n## Out of scope\n\n- Item\n\n## Requirements\n\n| Requirement | Priority | Notes |\n| --- | --- | --- |\n|  |  |  |\n\n## Success metrics\n\n- Metric\n\n> [!INFO]\n> Risks and open questions go here.\n`,
    },
    retro: {
      title: 'Retrospective',
      markdown: `## What went well\n\n- Point\n\n## What could be better\n\n- Point\n\n## What we will try\n\n- [ ] Experiment — owner\n\n## Shout-outs\n\n- Person\n`,
    },
    runbook: {
      title: 'Runbook',
      markdown: `## When to use\n\nDescribe the alert or situation.\n\n## Diagnosis\n\n1. Check\n\n\`\`\`bash\n# checks\n\`\`\`\n\n## Fix\n\n1. Step\n\n> [!WARNING]\n> Tell the team before touching production.\n\n## Escalation\n\n- Contact\n`,
    },
  },
  'es-ES': {
    meeting: {
      title: 'Acta de reunión',
      markdown: `## Información\n\n- **Fecha:** \n- **Participantes:** \n- **Moderador:** \n\n## Orden del día\n\n1. Tema\n\n## Discusión\n\nNotas de la conversación.\n\n## Decisiones\n\n- Decisión\n\n## Próximos pasos\n\n- [ ] Acción — responsable\n`,
    },
    prd: {
      title: 'PRD',
      markdown: `## Contexto\n\n¿Qué problema resolvemos y para quién?\n\n## Objetivos\n\n- Objetivo\n\n## Fuera del alcance\n\n- Elemento\n\n## Requisitos\n\n| Requisito | Prioridad | Notas |\n| --- | --- | --- |\n|  |  |  |\n\n## Métricas de éxito\n\n- Métrica\n\n> [!INFO]\n> Riesgos y preguntas abiertas van aquí.\n`,
    },
    retro: {
      title: 'Retrospectiva',
      markdown: `## Qué salió bien\n\n- Punto\n\n## Qué se puede mejorar\n\n- Punto\n\n## Qué vamos a probar\n\n- [ ] Experimento — responsable\n\n## Agradecimientos\n\n- Persona\n`,
    },
    runbook: {
      title: 'Runbook',
      markdown: `## Cuándo usarlo\n\nDescribe la alerta o la situación.\n\n## Diagnóstico\n\n1. Comprueba\n\n\`\`\`bash\n# comprobaciones\n\`\`\`\n\n## Corrección\n\n1. Paso\n\n> [!WARNING]\n> Avisa al equipo antes de tocar producción.\n\n## Escalado\n\n- Contacto\n`,
    },
  },
};

export function docTemplate(id: DocTemplateId, locale: Locale): Template {
  return templates[locale][id];
}
