import type { CategoryFormValues, FieldAssist, FutureProductFormValues } from '../../catalog'
import type { AboutTextAssist } from '../../content'
import type { BodyAssist } from '../../content'
import { aiWriting } from '../ai-writing.api'
import { GenerateWithAiButton } from './generate-with-ai-button'

// The 'Generar con IA' actions the back-office forms place beside their fields
// (docs/product/assistant.md#writing-helpers). Each fills the form for review; saving stays with staff. The
// pages pass them into the forms' slots.

const needs = (text: string, reason: string) => (text.trim() ? undefined : reason)

/** FAQ form: drafts the answer from the question typed so far. */
export const faqAnswerAssist: BodyAssist = ({ title, setBody }) => (
  <GenerateWithAiButton
    request={() => aiWriting.faqAnswer({ question: title })}
    onGenerated={(draft) => setBody(draft.answer)}
    disabledReason={needs(title, 'Escribe primero la pregunta.')}
  />
)

/** Policy form: drafts the content (HTML for the rich-text editor) from the policy's title. */
export const policyContentAssist: BodyAssist = ({ title, setBody }) => (
  <GenerateWithAiButton
    request={() => aiWriting.policyContent({ title })}
    onGenerated={(draft) => setBody(draft.content)}
    disabledReason={needs(title, 'Escribe primero el título de la política.')}
  />
)

/** About editor: drafts one section's text from its title. */
export const aboutTextAssist: AboutTextAssist = ({ title, setContent }) => (
  <GenerateWithAiButton
    request={() => aiWriting.cmsContent({ title })}
    onGenerated={(draft) => setContent(draft.content)}
    disabledReason={needs(title, 'Escribe primero el título de la sección.')}
  />
)

/** Category form: name, slug and description from the name typed so far. */
export const categoryDetailsAssist: FieldAssist<CategoryFormValues> = ({ read, fill }) => (
  <GenerateWithAiButton
    request={() => aiWriting.categoryDetails({ categoryName: read().name })}
    onGenerated={({ name, slug, description }) => fill({ name, slug, description })}
  />
)

/** Future product form: the whole form from the idea in the name and description typed so far. */
export const futureProductAssist: FieldAssist<FutureProductFormValues> = ({ read, fill }) => (
  <GenerateWithAiButton
    request={() => {
      const { name, description } = read()
      return aiWriting.futureProduct({ idea: [name.trim(), description.trim()].filter(Boolean).join('. ') })
    }}
    onGenerated={({ name, category, description, expected_release_date }) =>
      fill({ name, category, description, expected_release_date })
    }
  />
)
