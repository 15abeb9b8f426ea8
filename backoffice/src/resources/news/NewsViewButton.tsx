import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, LinkBase, useRecordContext, useTranslate } from 'react-admin';
import type { AdminNewsPost } from '@predictor/contracts/types';
import { newsPreviewPath, newsPublicUrl } from './paths';
import { isScheduled } from './text';

const stop = (event: React.MouseEvent) => event.stopPropagation();

/** True when players can read the post now: published, its publish date reached. */
export const isLive = (post: Pick<AdminNewsPost, 'status' | 'publishDate'>) =>
  post.status === 'published' && !isScheduled(post.publishDate);

/**
 * A row's View: a live post opens its public page in a new tab; a draft or a scheduled post (which
 * the public page does not show yet) opens the back office's preview of the article.
 */
export function NewsViewButton() {
  const post = useRecordContext<AdminNewsPost>();
  const translate = useTranslate();
  if (!post) return null;
  if (isLive(post))
    return (
      <Button
        label="resources.news.view"
        title={translate('resources.news.viewLabel', { title: post.title })}
        component="a"
        href={newsPublicUrl(post.slug)}
        target="_blank"
        rel="noopener"
        onClick={stop}
      >
        <OpenInNewIcon />
      </Button>
    );
  return (
    <Button
      label="resources.news.view"
      title={translate('resources.news.previewLabel', { title: post.title })}
      component={LinkBase}
      to={newsPreviewPath(post.id)}
      onClick={stop}
    >
      <VisibilityIcon />
    </Button>
  );
}
