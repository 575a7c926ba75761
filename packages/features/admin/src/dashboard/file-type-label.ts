import { useTrans } from '@coffer/core';

/** A file category's name for people (`image` → "Images"). */
export function useFileTypeLabel(): (type: string) => string {
  const { trans } = useTrans();
  return (type) => {
    switch (type) {
      case 'image':
        return trans('Images');
      case 'video':
        return trans('Videos');
      case 'audio':
        return trans('Audio');
      case 'text':
        return trans('Text');
      case 'pdf':
        return trans('PDF');
      case 'archive':
        return trans('Archives');
      case 'spreadsheet':
        return trans('Spreadsheets');
      case 'word':
        return trans('Documents');
      case 'powerPoint':
        return trans('Presentations');
      default:
        return trans('Other');
    }
  };
}
