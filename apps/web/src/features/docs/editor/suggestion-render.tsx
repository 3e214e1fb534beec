import { ReactRenderer, type Editor } from '@tiptap/react';
import type { SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import { SuggestionList, type SuggestionItem, type SuggestionListHandle } from './suggestion-list';

/** Mounts the picker in a fixed layer under the caret and forwards keys to it (Tiptap Suggestion). */
export function renderSuggestion(texts: { label: string; empty: string }): SuggestionOptions<SuggestionItem>['render'] {
  return () => {
    let component: ReactRenderer<SuggestionListHandle> | null = null;
    let layer: HTMLDivElement | null = null;
    const place = (props: SuggestionProps<SuggestionItem>) => {
      const rect = props.clientRect?.();
      if (!layer || !rect) return;
      const top = Math.min(rect.bottom + 6, window.innerHeight - 300);
      layer.style.top = `${Math.max(8, top)}px`;
      layer.style.left = `${Math.max(8, Math.min(rect.left, window.innerWidth - 296))}px`;
    };
    return {
      onStart: (props) => {
        component = new ReactRenderer(SuggestionList, {
          props: { items: props.items, command: props.command, ...texts },
          editor: props.editor as Editor,
        });
        layer = document.createElement('div');
        layer.style.position = 'fixed';
        layer.style.zIndex = '60';
        layer.appendChild(component.element);
        document.body.appendChild(layer);
        place(props);
      },
      onUpdate: (props) => {
        component?.updateProps({ items: props.items, command: props.command, ...texts });
        place(props);
      },
      onKeyDown: ({ event }) => {
        if (event.key === 'Escape') {
          layer?.remove();
          return true;
        }
        return component?.ref?.onKeyDown(event) ?? false;
      },
      onExit: () => {
        layer?.remove();
        component?.destroy();
        layer = null;
        component = null;
      },
    };
  };
}
