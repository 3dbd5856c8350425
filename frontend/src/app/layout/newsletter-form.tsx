import { useId, type SubmitEvent } from 'react'
import { toast } from 'react-hot-toast'

/** spec §2 footer newsletter form. Issue 3 stores the subscription (POST /api/v1/newsletter). */
export function NewsletterForm() {
  const inputId = useId()
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    toast.success('Thank you for subscribing!')
    event.currentTarget.reset()
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="Enter email..."
        className="min-h-11 w-full min-w-0 rounded-full border border-white/30 bg-white/10 px-4 text-on-band placeholder:text-on-band-muted focus-visible:border-saffron-300"
      />
      <button type="submit" className="btn shrink-0 bg-saffron-400 text-indigo-950 hover:bg-saffron-300">
        Subscribe
      </button>
    </form>
  )
}
