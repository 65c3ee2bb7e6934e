// ParleyMatcher
