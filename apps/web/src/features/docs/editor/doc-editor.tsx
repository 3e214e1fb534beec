import type { DocFile, DocLevel } from '@rbax/shared/docs/docs';
import type { WorkspaceMembersResponse } from '@rbax/shared/workspaces';
import type { SearchResult } from '@rbax/shared/search';
import { useQueryClient } from '@tanstack/react-query';
import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import Image from '@tiptap/extension-image';
import Collaboration from '@tiptap/extension-collaboration';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { common, createLowlight } from 'lowlight';
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  Info,
  Italic,
  List,
  ListChecks,
  ListOrdered,
  Minus,
  Quote,
  SquareCode,
  SquareKanban,
  Strikethrough,
  AtSign,
  ImagePlus,
  Table2,
  LayoutList,
} from 'lucide-react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useBoardRealtime } from '@/features/board/api/use-board-realtime';
import { ApiError, apiRequest } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { BoardEmbed } from './board-embed';
import { BoardEmbedDialog } from './board-embed-dialog';
import { CardChipView } from './card-chip';
import type { DocProvider } from './doc-provider';
import { Callout, cardMention, collaborationCursors, personMention, slashMenu, type SlashCommand } from './extensions';
import { followedBoards, resetFollowedBoards } from './live-boards';
import { emptyTable, Table, TableCell, TableHeader, TableRoles, TableRow } from './tables';
import './doc-editor.css';

const lowlight = createLowlight(common);

/** Follows each board the document shows cards of, once. */
function LiveBoards() {
  useSyncExternalStore(followedBoards.subscribe, followedBoards.version);
  useEffect(() => () => resetFollowedBoards(), []);
  return (
    <>
      {followedBoards.list().map((boardId) => (
        <LiveBoard key={boardId} boardId={boardId} />
      ))}
    </>
  );
}

function LiveBoard({ boardId }: { boardId: string }) {
  useBoardRealtime(boardId);
  return null;
}

/**
 * The collaborative editor of a document (issue 26): Tiptap on the Yjs document of `provider`,
 * with headings, lists, tasks, quotes, callouts, highlighted code, links, '#' card chips, '@'
 * mentions, the '/' block menu and Markdown shortcuts (typing `# `, `- `, `[ ] `, `> `, ``` ```).
 */
export function DocEditor({
  provider,
  level,
  workspaceId,
  onEditor,
}: {
  provider: DocProvider;
  level: DocLevel;
  workspaceId: string;
  onEditor?: (editor: Editor | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = level !== 'read';
  const fileInput = useRef<HTMLInputElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const [embedding, setEmbedding] = useState(false);

  const extensions = useMemo(() => {
    const searchCards = async (query: string) => {
      if (query.trim().length < 2) return [];
      const result = await apiRequest<SearchResult>(
        `/api/v1/search?${new URLSearchParams({ q: query, limit: '8' }).toString()}`,
      );
      return result.cards.map((card) => ({ id: card.id, label: card.title, hint: card.boardTitle }));
    };
    const searchPeople = async (query: string) => {
      const members = await queryClient.fetchQuery({
        queryKey: ['workspaces', workspaceId, 'members'],
        queryFn: () => apiRequest<WorkspaceMembersResponse>(`/api/v1/workspaces/${workspaceId}/members`),
        staleTime: 60_000,
      });
      const q = fold(query);
      return members.members
        .filter((m) => fold(m.name).includes(q) || fold(m.email).includes(q))
        .slice(0, 8)
        .map((m) => ({ id: m.userId, label: m.name, hint: m.email }));
    };
    const commands = (): SlashCommand[] => [
      cmd('h1', t('docs.blocks.heading1'), <Heading1 className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).setNode('heading', { level: 1 }).run(),
      ),
      cmd('h2', t('docs.blocks.heading2'), <Heading2 className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).setNode('heading', { level: 2 }).run(),
      ),
      cmd('h3', t('docs.blocks.heading3'), <Heading3 className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).setNode('heading', { level: 3 }).run(),
      ),
      cmd('bullet', t('docs.blocks.bulletList'), <List className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).toggleBulletList().run(),
      ),
      cmd('ordered', t('docs.blocks.orderedList'), <ListOrdered className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).toggleOrderedList().run(),
      ),
      cmd('task', t('docs.blocks.taskList'), <ListChecks className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).toggleTaskList().run(),
      ),
      cmd('quote', t('docs.blocks.quote'), <Quote className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).toggleBlockquote().run(),
      ),
      cmd('callout', t('docs.blocks.callout'), <Info className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).wrapIn('callout').run(),
      ),
      cmd('code', t('docs.blocks.code'), <SquareCode className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).toggleCodeBlock().run(),
      ),
      cmd('divider', t('docs.blocks.divider'), <Minus className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).setHorizontalRule().run(),
      ),
      cmd('table', t('docs.blocks.table'), <Table2 className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).insertContent(emptyTable()).run(),
      ),
      cmd('embed', t('docs.blocks.embed'), <LayoutList className="size-4" />, (e, r) => {
        e.chain().focus().deleteRange(r).run();
        setEmbedding(true);
      }),
      cmd('file', t('docs.blocks.file'), <ImagePlus className="size-4" />, (e, r) => {
        e.chain().focus().deleteRange(r).run();
        fileInput.current?.click();
      }),
      cmd('card', t('docs.blocks.card'), <SquareKanban className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).insertContent('#').run(),
      ),
      cmd('person', t('docs.blocks.person'), <AtSign className="size-4" />, (e, r) =>
        e.chain().focus().deleteRange(r).insertContent('@').run(),
      ),
    ];
    return [
      StarterKit.configure({ undoRedo: false, codeBlock: false, link: { openOnClick: false, autolink: true } }),
      CodeBlockLowlight.configure({ lowlight, defaultLanguage: null }),
      TaskList,
      TaskItem.configure({ nested: true }),
      Placeholder.configure({ placeholder: t('docs.editor.placeholder') }),
      Callout,
      Image.configure({ inline: true, HTMLAttributes: { class: 'doc-image' } }),
      BoardEmbed,
      TableRoles,
      Table,
      TableRow,
      TableHeader,
      TableCell,
      cardMention({
        view: CardChipView,
        search: searchCards,
        texts: { label: t('docs.pickers.cards'), empty: t('docs.pickers.cardsEmpty') },
      }),
      personMention({
        search: searchPeople,
        texts: { label: t('docs.pickers.people'), empty: t('docs.pickers.peopleEmpty') },
      }),
      slashMenu({ commands, texts: { label: t('docs.pickers.blocks'), empty: t('docs.pickers.blocksEmpty') } }),
      Collaboration.configure({ document: provider.doc, field: 'default' }),
      collaborationCursors(provider.awareness),
    ];
  }, [provider, queryClient, t, workspaceId]);

  const editor = useEditor(
    {
      extensions,
      editable,
      editorProps: {
        attributes: {
          class: 'doc-prose',
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': t('docs.editor.label'),
          'data-testid': 'doc-editor',
        },
      },
    },
    [extensions],
  );

  useEffect(() => {
    editor?.setEditable(editable);
    editorRef.current = editor;
  }, [editor, editable]);

  const upload = async (file: File | undefined) => {
    const current = editorRef.current;
    if (!file || !current) return;
    const form = new FormData();
    form.append('file', file);
    // Until it is stored (the app's lazy `toast` has no `loading`: a message that stays up).
    const id = toast.message(t('docs.files.uploading', { name: file.name }), { duration: Infinity });
    try {
      const stored = await apiRequest<DocFile>(`/api/v1/docs/${provider.docId}/files`, { method: 'POST', body: form });
      if (stored.isImage) current.chain().focus().setImage({ src: stored.url, alt: stored.name }).run();
      else
        current
          .chain()
          .focus()
          .insertContent({ type: 'text', text: stored.name, marks: [{ type: 'link', attrs: { href: stored.url } }] })
          .insertContent(' ')
          .run();
      toast.dismiss(id);
    } catch (error) {
      toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('docs.files.failed'), {
        id,
        duration: 5000,
      });
    }
  };
  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);

  return (
    <div className="flex flex-col gap-2">
      {editable && editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        className="hidden"
        aria-label={t('docs.blocks.file')}
        data-testid="doc-file-input"
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <LiveBoards />
      {embedding && editor ? (
        <BoardEmbedDialog editor={editor} workspaceId={workspaceId} onClose={() => setEmbedding(false)} />
      ) : null}
    </div>
  );
}

function cmd(id: string, label: string, icon: React.ReactNode, run: SlashCommand['run']): SlashCommand {
  return { id, label, icon, run };
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Formatting buttons (the same as the Markdown shortcuts and Ctrl+B/I). */
function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  useSyncExternalStore(
    (listener) => {
      editor.on('transaction', listener);
      return () => editor.off('transaction', listener);
    },
    () => editor.state,
  );
  const button = (label: string, active: boolean, onClick: () => void, icon: React.ReactNode) => (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn('size-8', active && 'bg-accent text-accent-foreground')}
      aria-label={label}
      aria-pressed={active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {icon}
    </Button>
  );
  return (
    <div
      role="toolbar"
      aria-label={t('docs.editor.toolbar')}
      className="sticky top-0 z-10 flex flex-wrap gap-0.5 rounded-lg border bg-background/95 p-1 backdrop-blur"
    >
      {button(
        t('docs.format.bold'),
        editor.isActive('bold'),
        () => editor.chain().focus().toggleBold().run(),
        <Bold className="size-4" />,
      )}
      {button(
        t('docs.format.italic'),
        editor.isActive('italic'),
        () => editor.chain().focus().toggleItalic().run(),
        <Italic className="size-4" />,
      )}
      {button(
        t('docs.format.strike'),
        editor.isActive('strike'),
        () => editor.chain().focus().toggleStrike().run(),
        <Strikethrough className="size-4" />,
      )}
      {button(
        t('docs.format.code'),
        editor.isActive('code'),
        () => editor.chain().focus().toggleCode().run(),
        <Code className="size-4" />,
      )}
      {button(
        t('docs.blocks.heading2'),
        editor.isActive('heading', { level: 2 }),
        () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
        <Heading2 className="size-4" />,
      )}
      {button(
        t('docs.blocks.bulletList'),
        editor.isActive('bulletList'),
        () => editor.chain().focus().toggleBulletList().run(),
        <List className="size-4" />,
      )}
      {button(
        t('docs.blocks.taskList'),
        editor.isActive('taskList'),
        () => editor.chain().focus().toggleTaskList().run(),
        <ListChecks className="size-4" />,
      )}
      {button(
        t('docs.blocks.quote'),
        editor.isActive('blockquote'),
        () => editor.chain().focus().toggleBlockquote().run(),
        <Quote className="size-4" />,
      )}
      {button(
        t('docs.blocks.code'),
        editor.isActive('codeBlock'),
        () => editor.chain().focus().toggleCodeBlock().run(),
        <SquareCode className="size-4" />,
      )}
    </div>
  );
}
