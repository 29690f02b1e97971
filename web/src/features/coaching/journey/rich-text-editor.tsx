import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import StarterKit from '@tiptap/starter-kit';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButton,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonUnderline,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
  type RichTextEditorRef,
} from 'mui-tiptap';
import FormatClear from '@mui/icons-material/FormatClear';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';

// The server keeps p, br, b/strong, i/em, u, lists, links and h3/h4 (contracts/core/rich-text.ts):
// the editor offers no more than that. The limited toolbar has the inline marks and the two fixes;
// the full one adds lists, headings and links.
const extensions = [StarterKit.configure({ heading: { levels: [3, 4] }, code: false, codeBlock: false, blockquote: false, horizontalRule: false, strike: false, link: { openOnClick: false, autolink: true, protocols: ['mailto'] } }), LinkBubbleMenuHandler];

export type RichTextToolbar = 'limited' | 'full';

export const RichTextInput = ({
  value,
  onChange,
  toolbar = 'limited',
  label,
  minHeight = 96,
}: {
  value: string;
  onChange: (html: string) => void;
  toolbar?: RichTextToolbar;
  label: string;
  minHeight?: number;
}) => {
  const { t } = useTranslation('journey');
  const ref = useRef<RichTextEditorRef>(null);
  return (
    <RichTextEditor
      ref={ref}
      extensions={extensions}
      content={value}
      immediatelyRender
      onUpdate={({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML())}
      editorProps={{ attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', style: `min-height: ${minHeight}px` } }}
      renderControls={() => (
        <MenuControlsContainer>
          <MenuButtonBold tooltipLabel={t('editor.bold')} />
          <MenuButtonItalic tooltipLabel={t('editor.italic')} />
          <MenuButtonUnderline tooltipLabel={t('editor.underline')} />
          {toolbar === 'full' && (
            <>
              <MenuDivider />
              <MenuSelectHeading aria-label={t('editor.heading')} />
              <MenuButtonBulletedList tooltipLabel={t('editor.bulletList')} />
              <MenuButtonOrderedList tooltipLabel={t('editor.orderedList')} />
              <MenuButtonEditLink tooltipLabel={t('editor.link')} />
            </>
          )}
          <MenuDivider />
          {/* text pasted from a word processor keeps its own look: back to the plain paragraphs */}
          <MenuButton
            tooltipLabel={t('editor.fontFix')}
            IconComponent={FormatClear}
            onClick={() => ref.current?.editor?.chain().focus().unsetAllMarks().clearNodes().run()}
          />
          {/* an English address or sentence inside Hebrew text */}
          <MenuButton
            tooltipLabel={t('editor.ltr')}
            IconComponent={FormatTextdirectionLToR}
            onClick={() => ref.current?.editor?.chain().focus().setTextDirection('ltr').run()}
          />
        </MenuControlsContainer>
      )}
    >
      {() => <LinkBubbleMenu />}
    </RichTextEditor>
  );
};
