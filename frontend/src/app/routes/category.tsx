import { CategoryPage } from '@/features/catalog/category-page'

export default CategoryPage
