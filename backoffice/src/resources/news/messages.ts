/** The news screens' texts (admin spec §2, §8), also read outside React by the data provider. */
export const newsMessages = {
  loadFailed: 'Failed to load news posts',
  deleteFailed: 'Failed to delete news post',
  uploadFailed: 'Failed to upload header image',
  saveFailed: 'Failed to create or update news post',
} as const;

/** i18n messages of the news resource, spread under `resources` in i18n.ts. */
export const newsResourceMessages = {
  news: {
    name: 'News post |||| News posts',
    // The bulk toolbar's Delete, done (react-admin's key for it).
    notifications: { deleted: 'News post deleted |||| %{smart_count} news posts deleted' },
    title: 'Manage News Posts',
    fields: {
      id: 'Id',
      title: 'Title',
      content: 'Content',
      author: 'Author',
      status: 'Status',
      publishDate: 'Publish date',
      headerImage: 'Header image',
      slug: 'Slug',
      createdAt: 'Created',
      updatedAt: 'Updated',
      q: 'Search',
    },
    tabs: { all: 'All Posts', published: 'Published', draft: 'Drafts' },
    status: { draft: 'Draft', published: 'Published' },
    scheduled: 'Scheduled',
    view: 'View',
    viewLabel: 'View "%{title}" on the player site (opens in a new tab)',
    previewLabel: 'Preview "%{title}" as players will see it',
    preview: {
      title: 'Preview: %{title}',
      draft: 'Preview of a draft: players cannot see this post until it is published.',
      scheduled: 'Preview of a scheduled post: players will see it from %{date}, as shown below.',
      published: 'This post is published: players see it as shown below.',
      edit: 'Edit post',
    },
    editLabel: 'Edit "%{title}"',
    noAuthor: 'Unknown author',
    headerImageHint: 'JPEG, PNG or WebP, up to 5MB',
    headerImageDrop: 'Drop an image here, or click to select one',
    textStyle: 'Text style',
    empty: {
      all: 'No news posts yet. Create your first post!',
      published: 'No published posts yet.',
      draft: 'No drafts.',
    },
    deleteTitle: 'Delete news post',
    deleteContent: 'Are you sure you want to delete "%{title}"? This cannot be undone.',
    backToList: 'Back to the news posts',
    ...newsMessages,
  },
};
